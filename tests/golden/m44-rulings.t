# The 38 disputed points of the digest's section 10 as rulings, with the sequence of play's (sequence) and the Recon draw on a turn that takes 2 cards (recon-extra-draw).
cmd: rulings memoir44
status: 0
sh: test $(grep -c "^[a-z]" $TMP/.out) = 40
--- stdout
sequence	default enforce	alternatives off	B-7; digest 8
    orders are refused outside their phase of the turn, or the check is off
recon-extra-draw	default draw-3-keep-2	alternatives draw-2-keep-2	B-5; scenario pages L663
    a Recon played on a turn whose end takes 2 cards: draw 3 and keep 2, or take 2
reinf-multiple	default one-per-row	alternatives reuse-dice	§II-Reinf L181; A-1
    one roll buys one unit per chart row it satisfies, no die used twice, or dice may count for several rows
reinf-order	default free	alternatives uses-order	§II-Reinf L190-L196; A-2
    reinforcements deploy without a command-card order, or use one
recon-barrage-dice	default plus2	alternatives none	§II-Reinf L181, §II-OffBoard L318; A-3
    a Recon 1 played as an off-board barrage still adds 2 reinforcement dice
landed-battle	default no	alternatives yes	§II-Reinf L203-L209; A-4
    a unit put ashore by its landing craft this turn may not battle, or may
lc-target	default refuse	alternatives unknown	§II-Reinf; A-5
    a landing craft cannot be battled (no rule gives it), or the order stops as unknown (the Troupes 15 card is not in the seed)
reinf-adjacent	default no-battle	alternatives close-only	§II-Reinf L194; A-6
    a reinforcement deployed next to an enemy may not battle at all, or only close
supported-third-loss	default support	alternatives extra	§III-SuppInf L393, §III-SuppArmor L412; A-7
    the third loss of a supported unit is its support figure, or a main figure and the support figure
token-single	default keep	alternatives move	§III-HeavyArty L334, L340; A-8
    a gun whose only target token is on the board places none, or moves it
token-hit	default literal	alternatives flag-blocks	§III-HeavyArty L340; A-9
    an ignored flag does not stop the token, or any flag rolled does
destroyer-first-flag	default per-attack	alternatives once	§III-Destroyer L370; A-10
    a destroyer may ignore the first flag of each attack, or only once a game
destroyer-move-fire	default yes	alternatives no	§III-Destroyer L360-L362; A-11
    a destroyer may move 1-2 hexes and fire in the same turn
artillery-los	default needs	alternatives ignores	§6.2; A-12, D-2
    artillery, heavy artillery and destroyers need line of sight, or ignore it
destroyer-card-stars	default yes	alternatives no	§III-Destroyer L368, §II-OffBoard; A-13
    stars hit a destroyer under a barrage or air attack (cards that make stars hit)
barrage-range	default any	alternatives friendly-sight	§II-OffBoard L318; A-14
    the off-board barrage may target any enemy unit, or one a friendly unit sees
cliff-climb-battle	default allowance	alternatives never	§I-Cliffs L116-L120; A-15
    a unit that climbs a cliff or bluff battles if its move-and-battle allowance covers the 2 hexes, or never
cliff-and-bluff	default per-hexside	alternatives cliff-wins	§I-Littoral L104, §I-Cliffs, §I-Bluffs; A-16
    a hill next to both beach and littoral: each crossing by its neighbour, or cliff rules everywhere
cliff-below	default lower	alternatives other-group	§I-Cliffs L122, §I-Bluffs L137; A-17
    the -1 for attacking up a cliff or bluff applies when the attacker's hex is lower, or also from another hill group at the same height
cliff-retreat	default hill	alternatives forbidden	§I-Cliffs L114; A-18
    retreats treat cliffs as hills both ways (armor may retreat down to a littoral), or the movement ban applies
bridge-water	default littoral-land	alternatives littoral-water	§I-Bridges L163; A-19
    a littoral hex is land for entering a bridge, or water
beach-control-empty	default literal	alternatives needs-unit	§II-Beach L266-L274; A-20
    the Allies control a beach section with no Axis unit on or next to it, or need a unit of their own there
beach-section-line	default both	alternatives printed-only	§II-Beach; A-21
    a unit next to beach hexes of two sections counts for both
medal-timing	default start-of-turn	alternatives immediate	§V L454; A-22
    village and beach medals change hands at the start of a turn, or at once
bridge-medal	default predicate	alternatives literal	§II-Bridge; A-23
    a bridge medal stays while the control predicate holds, or returns when the controlling unit leaves
village-pass	default occupy	alternatives pass	§II-Village; A-24
    only a unit ending in a village changes its token
air-next-turn	default next-axis-turn	alternatives next-two-turns	§II-AirSup L306; A-25
    an Allied air attack stops the Axis reinforcement roll of the next Axis turn
multi-board-air	default own-board	alternatives all-boards	§II-AirSup L306-L310; A-26
    in 4-, 6- and 12-player games an Allied air attack blocks the Axis player of its board, or all
flag-move-unit	default different-unit	alternatives any-unit	§II-Reinf L227; A-27
    a reinforcement flag moves a unit the card did not order
half-hex	default joined-hexes	alternatives never	§VI-Single L484; A-28
    joined half-hexes are full hexes for deployment too
overthrough-turn	default per-side	alternatives per-round	§VI-OverThrough L506-L510; A-29
    OverThrough turn 1/2/3+ counts each side's own turns
aa-baseline	default either-edge	alternatives own-edge	§S-AA L1042; A-30
    German units in American Airborne may retreat toward either board edge
resistance-friendly	default same-side	alternatives allies	§II-Reinf L220; A-31
    'adjacent to an allied unit' means a friendly unit
heavy-arty-retreat-loss	default 2	alternatives 1	scenario pages; A-32
    heavy artillery eliminated by a blocked retreat still gives 2 medals
equipment-choice	default per-turn	alternatives always	§S-Sword L692, §S-AA L1048; A-33
    equipped commandos and paratroopers choose each turn: equipment (no move) or move 2 and battle
supported-armor-overrun	default yes	alternatives no	§III-SuppArmor L403; A-34
    supported armor, armor in all cases, makes Armor Overrun
aa-exit-medal	default 1	alternatives 0	§S-AA L1038; A-35
    an American Airborne exit hex gives 1 permanent medal to the first unit
axis-entry	default place	alternatives move-on	§IV-Entry L426-L434; A-36
    an Axis reinforcement is placed on a vacant entry hex and moves no further
beach-landing-sections	default two-adjacent	alternatives one	§II-Reinf L207; A-37
    direct landing on the beach needs two adjacent Allied-controlled sections
reinf-hand	default literal	alternatives usual-hand	§II-Reinf L181; A-38
    the reinforcement roll is the hand at the moment, the card played included
--- stderr
