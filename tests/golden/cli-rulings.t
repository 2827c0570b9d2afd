# umpire rulings salerno43: each disputed point, its default, alternatives and sections.
cmd: rulings salerno43
status: 0
--- stdout
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
mech-mp	default text	alternatives table	§5.2, §5.21; A2, O2, E1
    MP of a mechanised unit for levels 2, 3, 2-4 and 3-5: the rule text (2, 3, 5, 6), or the end-of-book table as the OCR reads it (1, 2, 4, 5)
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
--- stderr
