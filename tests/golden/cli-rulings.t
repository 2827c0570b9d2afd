# umpire rulings salerno43: each disputed point, its default, alternatives and sections.
cmd: rulings salerno43
status: 0
--- stdout
sequence	default enforce	alternatives off	§3
    the sequence of play: each order in its phases (set,phase), or, with no phase recorded, as far as the turn and the markers tell; or off, for players who resolve out of order on purpose (the log says so)
combat-per-hex	default once	alternatives defender-once|any	§9.12, §9.68
    a hex is in one combat a combat phase, attacking or defending (§9.68: 'le combat est terminé dans cet hex'; §9.12: a stack attacks several 'd'un seul bloc'), or only a defending hex is (a stack may attack twice), or no limit
crt-defender-half	default reconstructed	alternatives literal	§9.65; digest O1, A1
    the defender half of the combat table at 3:1 to 1:3: the digest's monotone reconstruction, or the OCR's literal cell positions (one step harsher)
mixed-rounding	default down	alternatives up|nearest	§9.33; A3, A27
    rounding of half the attack values against mixed defenders (down favours the defender, as §9.61 does)
how-exception	default whole	alternatives own	§9.34; A4
    with HOW, MTR or RCL against unarmoured and open-top units: the whole attack is vs unarmoured, or only those units'
level-used	default highest	alternatives lowest	§9.41, §9.55; A5
    which contour level of a multi-level hex counts for terrain and line of sight
multi-hex-terrain	default once-highest	alternatives once-lowest|per-hex	§9.4, §9.12; A6
    defenders in several hexes: the terrain bonus once (the best hex, or the worst), or once per hex
below-1-5	default 1:5	alternatives refuse	§9.61; A11
    odds below 1:5, which the table lacks: resolved on 1:5, or the attack refused
roll-above-12	default as-12	alternatives no-loss	§9.651
    a total of 13 after the river +1: read as 12 (the row's lowest-loss band), or no loss
cp-fortified	default marker-only	alternatives both	§19.23, §19.41; A34, E11
    a CP's first loss on a Fortified marker: the marker is removed instead of the step (E11), or both go
sp-aa-rotation	default roll	alternatives no-roll	§15.24, §27.1, §12.4
    Axis SP AA joining after a rotation: roll 4+ like SP guns (§15.24), or join freely (§27.1)
direct-support	default one-round	alternatives round1	§9.534, §9.535; A13
    direct support by a single-valued unit: one round of the player's choice, or round 1 only
how-in-support	default no	alternatives yes	§9.34
    whether HOW, MTR or RCL units supporting the attack count as the attacker 'disposing' of such units for §9.34, or only those fighting directly
rotation-by	default both	alternatives attacker	§6.12, §9.71
    who may rotate between rounds: both players (§6.12 'les deux joueurs'), or the attacker only (§9.71)
continue-losses	default table	alternatives applied	§9.66 c, §9.67
    the losses compared for §9.67: those the table inflicts, absorbed or beyond the steps left (§9.66 c: a side 'subit' them), or the steps actually taken
adjacent-defence	default rounds-2-3	alternatives all-rounds	§9.522, §9.523, §9.524
    a defender's indirect support from an adjacent ZOC (§9.522): its defence value in rounds 2-3 only (§9.524 excludes it from 'the three rounds'), or all rounds
assault-marker	default any	alternatives all	§9.41, §9.42
    terrain lost when 'the defender' is marked assault: any defending unit marked, or all of them
opp-fire-marker	default all	alternatives any	§9.42
    terrain lost for the whole combat when 'the attacking units' are marked opportunity fire: all of them, or any one
bombard-value	default attack-defence	alternatives attack	§13.0, §9.523, §9.524; A15
    the support value an artillery bombardment adds: the attack value X offensively and the defence value Y defensively, or X always
bombard-range	default required	alternatives any	§13.0, §9.521; A15
    whether the target hex must be within each bombarding unit's range
bombard-supply	default required	alternatives any	§13.0, §7.3; A15
    whether a bombarding unit must be in supply
bombard-los	default none	alternatives required	§13.0, §9.54; A15
    whether a bombarding unit needs a line of sight to the target hex (the text asks none, as for indirect support)
bombard-and-support	default either	alternatives both	§13.0, §9.5; A15
    a unit that bombarded a hex before a combat (flag bombarded=HEX) may not also support the combat against that hex, or may
air-one-both	default step	alternatives step-and-immobilized	§16.33, §16.34; E11
    a die within a marker's (P): a step lost only (§16.33), or also immobilized (the wording of E11)
air-group	default fixed	alternatives refill	§16.31, §16.33; A16
    the units an air marker affects: the top 3 companies or 9 platoons fixed before any die (A16), or recounted as each immobilized unit goes to the bottom, so the next unit that fits is bombed too
aa-capable	default aa-88-sphow	alternatives aa-only	§16.2, §2.31, §2.321; A17
    who fires AA: units with an AA back, the 88 mm (ART back, model=88mm) and SP HOW guns too (§2.31, §2.321), or AA backs only (§16.2)
aa-limbered	default no-fire	alternatives aa-mg-only	§15.31, §15.32; A17
    limbered AA units: none fires, or only the AA machine guns are barred (§15.32 'de ce type')
naval-roll	default per-hex	alternatives per-unit	§25.0, §25.2; A18, E16
    naval indirect fire: one die for the hex, its result on every affected unit (E16), or one die per unit as air bombardment (§25.2)
naval-cap	default all	alternatives 3-companies	§25.0, §16.31; A18
    the units a ship's fire affects: all units of the hex (§25.0), or the top 3 companies or 9 platoons (§16.31)
naval-spotting	default either	alternatives both	§25.21; A18
    the spotting conditions (b) a unit of the ship's nationality sees the target and (c) the ship sees it with no Allied unit adjacent: either suffices, or both
ship-attack-cloudy	default 2-12	alternatives none	§8.1, §22.3; A19
    the Axis attack on ships in cloudy weather: hits on 2 (morning) or 12 (afternoon) only (§22.3), or no attack (§8.1 'clear')
ship-attack-rain	default none	alternatives as-clear	§8.6, §22.4; O9, A19
    the Axis attack on ships in rain: no roll, and none in the afternoon after a rainy morning (§8.6), or hits on 4 or less (morning) and 10 or more (afternoon) as in clear weather (§22.4)
ship-arrived	default previous-turn	alternatives this-turn	§8.5, §18.37, §3.1
    a ship 'just arrived' that the Axis attack cannot hit: one that arrived this turn or the turn before (reinforcements come after the attack phase, so a ship is first exposed the turn after), or this turn only
ship-hit-by	default axis	alternatives allied	§8.1, §8.42, §8.43; A19
    who picks the ship hit among those of the class the result allows ('au choix'): the Axis player, who attacks, or the Allied owner
ship-repair	default off-map	alternatives 8-turns	§8.2, §8.3, §25.23; A19
    a ship hit by the Axis air attack: off the map with no return turn (the text gives none), or back 8 turns later like an ammunition run
first-player	default counterattack	alternatives history	§10.1, §10.2, §10.21; digest A25
    who is first player: the Allies until a declared counterattack starts, its side then staying first (§10.2), or the historical turn track (§10.1: the Axis on 12-14 September inclusive)
landing-fire-red	default d-then-c	alternatives c-only	§24.11 c, d; digest A32
    the US RED beach: its die of (d), rolled 'before c)' for each of the 4 US beaches, then the 2 dice of (c); or the 2 dice of (c) only
beach-loss-half	default up	alternatives down|total	§24.44; digest A28
    the Allied units in a lost beach's hex lose half their steps: each unit's half rounded up (the defender loses more), or rounded down, or half of the troops' total, rounded up, taken from the units loss= names
paradrop-adjacent	default adjacent	alternatives zoc	§26.24 a, §4.0
    'Si des unités de l'Axe sont adjacentes': Axis units in any adjacent hex, across a precipice too (the letter), or only those whose ZOC reaches the landing hex (none across a precipice, §4.0; ruling precipice-zoc)
salerne-move	default held	alternatives voids	§7.22, §24.425
    the Allied unit under a 'Salerne' marker, which acts as a beach only 'si ... l'unité ne fait pas mouvement de tout ce tour': it may not move that turn (supply was traced from it), or it may, the marker going and the supply it gave that turn not undone
aa-paradrop	default each-roll	alternatives one-step	§26.23 c
    with Axis AA exerting ZOC the landing-damage die is rolled twice: each roll may cost a step, or at most one step if either hits
bridge-repair	default day-rolls	alternatives night-rolls	§20.32, §20.33; digest A29, E12, E13
    bridge repair rolls only in day works phases (§20.32: no test at night), or at night too (§20.33's example 2); either way it completes by itself at the works phase of the start turn + the demolition value (E12, E13)
limber-outside-zoc	default free	alternatives roll	§15.42; digest A30
    changing the limbered marker outside an enemy ZOC: free in any works phase, or the 2d6 test too
reorg-infantry	default infantry	alternatives companies	§14.11, §14.21, §14.23
    the 'unités d'infanterie' that reorganise: infantry and motorised infantry companies, or every two-step company of a battalion (engineers, rangers, commandos, paratroopers too)
beach-axis-distance	default adjacent	alternatives within-2	§24.421, §24.412
    placing a built British beach 'si aucune unité de l'Axe ne se trouve à moins de 2 hexes': no Axis unit closer than 2 hexes, i.e. adjacent (the letter), or none within 2 hexes, as §24.412 and the digest read it
axis-supply-radius	default path	alternatives eight	§7.11; digest A26
    the Axis line's end off road: at most 6 hexes off road up to the hex next to the unit (the rule), or the unit within 8 hexes of the road (the sentence that follows it: 7 hexes off road)
supply-enemy-hex	default blocked	alternatives zoc-only	§7.0, §7.21
    a hex holding an enemy unit but in no enemy ZOC: closed to a supply line, as to a move (§7.21 counts the Allied line as a motorised unit's move), or open (§7.0 names only the ZOC)
advance-routes	default digest	alternatives limits	§11.21, §11.31, §11.41; digest A21
    the advance routes of the missing figures 1-2: the digest's reading (RMF = 1/3: the RMF hex or a hex next to both; RMF = 1/2: those, or 2 hexes through the RMF hex to a hex next to one of them), or only the text's limits (1/3: any 1 hex, 1/2: any 1 or 2 hexes); RMF = 0 is the RMF hex either way
mech-mp	default text	alternatives table	§5.2, §5.21; A2, O2, E1
    MP of a mechanised unit for levels 2, 3, 2-4 and 3-5: the rule text (2, 3, 5, 6), or the end-of-book table as the OCR reads it (1, 2, 4, 5)
entry-zoc	default road	alternatives stops	§5.3, §18.21, §4.1; E3
    an Axis reinforcement whose entry hex is in an enemy ZOC: a mechanised unit may not enter (its entry MP is the first of a road stretch, E3, and road movement enters no enemy ZOC, §5.3), one on foot enters and stops (§4.1); or every unit enters and stops (§4.1)
reinforcement-roads	default roads-only	alternatives then-free	§18.2; E3
    Axis reinforcements move along the roads only (§18.2), or enter by road and may then leave it, as the unit of §5.34's example does (E3)
rmf-move	default entering	alternatives first-hex	§11.22, §11.32, §11.42; A20
    an RMF marker's movement effect: on the first hex entered next to it, once per marker (A20), or only when the move's first hex is next to it (literal)
forced-march-distance	default within-2	alternatives closer-than-2	§23.2; A38
    forced march 'may not come within two hexes': no hex at 2 hexes or less from an enemy unit or RMF marker, or only no hex adjacent to one
forced-march-who	default infantry	alternatives foot	§23.0
    'infantry formations': foot infantry, ranger, commando, para, engineer, heavy weapons, recon and HQ companies, or any unit on foot
precipice-zoc	default none	alternatives from-high	§4.0, §9.83; A24
    no ZOC across a precipice either way (§4.0), or the higher unit's ZOC still reaches down
position-terrain	default replace	alternatives add	§9.44, §19.13; A7
    an IP or Fortified hex defends at +5 'whatever the level' instead of the level's bonus, or the level's bonus plus 5
fortified-building	default nothing	alternatives ip	§19.21; A7
    a hex whose IP is flipped under a Fortified being built: no position bonus, or still the IP's
river-plus	default both	alternatives attacker|defender-minus	§9.651; A8
    defenders across a river: +1 to both rolls (the letter), +1 to the attacker's roll only, or -1 to the defender's (a total of 1 read as 2)
retreat-distance	default away	alternatives moved	§21.3; A22 iv, E14
    a retreat of N hexes: the k-th hex k hexes from the start, N away at the end (E14), or N hexes entered, never back into the start hex (§21.3 'faire mouvement du nombre d'hexes final')
limbered-aa	default not-red	alternatives all-aa	§15.43, §15.44; A31
    limbered AA guns: §15.44's half fire for the 'other' AA units, a red-MA tow-only one following §15.43 (attack 0), or half fire for every AA gun
swap-markers	default roles	alternatives original	§9.41, §9.42, §9.67 a; A12
    after the roles swap (§9.67 a), the assault and opportunity fire markers are read on the new roles, so the new defender usually keeps its terrain, or on the first ones, §9.42's 'no terrain for the whole combat' holding whoever defends
exit-victory-road	default required	alternatives not-required	§28.1, §28.11, §28.12; A37
    the §28.12 exit victory needs the §28.11 class-1 road supply line (both are 'conditions suivantes'), or not
first-wave-malus	default 9-morning	alternatives day-9	§24.12
    the first wave's 2 MP less 'lors de la phase mouvement': in the movement phase of the morning of the 9th, its first, or in both movement phases of the 9th (the digest's 'on the 9th')
foot-road-zoc	default road	alternatives terrain	§5.3, §5.35
    a unit on foot entering an enemy ZOC along a road: 1 MP (§5.3 bars from a ZOC the mechanised road movement, which foot units do not use), or 2 MP as off road (the bar read for every unit)
benchmark-missed	default loses	alternatives record	§28.31, §29.2; A37
    a §28.31 benchmark missed: the side loses the game at once (objectives the armies 'doivent réussir'), or the result is only recorded and §28.4 decides
historical-notes	default axis	alternatives off	§29.2, §28.31
    the historical notes the Axis must also meet in the hypothetical scenario: those that say where the Axis troops stood (c, g, i, l, m; i's Battipaglia read as 3745), judged by benchmark, or none
--- stderr
