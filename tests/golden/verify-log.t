# verify --log: the narrative of every order of the journal (tests/golden/data/
# journal-s43.csv, written by journal-game.sh), each block headed by its row, the side
# to play and the order, then the rules' own log as resolve wrote it, then what the
# order changed in the state; last, verify's verdict. --log FILE writes the same
# narrative to FILE.
cmd: verify tests/golden/data/journal-s43.csv --log
status: 0
sh: "$UMPIRE" verify tests/golden/data/journal-s43.csv --log $TMP/n.txt > $TMP/v.txt && "$UMPIRE" verify tests/golden/data/journal-s43.csv --log | head -n "$(wc -l < $TMP/n.txt)" | cmp - $TMP/n.txt
--- stdout
== start: salerno43

== 1. allied to play, assault from=4211 to=4111 policy=never loss=top
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4211 with uk-1, uk-2 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 4111 with de-a (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 8 (§9.3).
Allied attack 8 = units 8 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Axis defence 6 = units 4 + support 0 + terrain 2 (§9.4).
Odds 8 vs 6 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
de-a loses a step: flipped to its reduced side (§9.64).
de-a loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
4111 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 2 steps (§9.6).
Changes:
  de-a eliminated at 4111
  uk-1: marker fought placed
  uk-2: marker fought placed
  marker rmf-4111 placed at 4111
  marker combat-4211 placed at 4211
  marker combat-4111 placed at 4111

== 2. allied to play, assault from=4212 to=4112 att=us-36,us-m4 loss=top
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4212 with us-36, us-m4 (§9.21, §9.22).
Axis fights from 4112 with de-pz (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 4112 (level 1): +2 (terrain effects table).
Axis defence 8 = units 6 + support 0 + terrain 2 (§9.4).
Odds 5 vs 8 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+6 = 7 on 1:2: the defender loses 1 step (combat table).
Axis rolls 2d6 = 3+5 = 8 on 1:2: the attacker loses 2 steps (combat table).
de-pz loses a step: flipped to its reduced side (§9.64).
us-36 loses a step: flipped to its reduced side (§9.64).
us-36 loses a step: eliminated (§9.64).
Axis decides: continue with the roles swapped, or stop (§9.67).
Waiting for a decision (continue): answer with 'umpire resolve STATE decide ANSWER', ANSWER one of yes|no; nothing is applied until the combat ends (pending).
Changes:
  a decision is pending: axis decides

== 3. allied to play, decide yes
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 4212 with us-36, us-m4 (§9.21, §9.22).
Axis fights from 4112 with de-pz (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are armoured: attack vs armoured (§9.32); direct attack 5 (§9.3).
Allied attack 5 = units 5 + support 0 (§9.3).
Terrain of 4112 (level 1): +2 (terrain effects table).
Axis defence 8 = units 6 + support 0 + terrain 2 (§9.4).
Odds 5 vs 8 = 1:2, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+6 = 7 on 1:2: the defender loses 1 step (combat table).
Axis rolls 2d6 = 3+5 = 8 on 1:2: the attacker loses 2 steps (combat table).
de-pz loses a step: flipped to its reduced side (§9.64).
us-36 loses a step: flipped to its reduced side (§9.64).
us-36 loses a step: eliminated (§9.64).
Axis continues the combat, roles swapped (§9.67).
Round 2: Axis attacks (§9.6).
us-m5 now fights from the top of its stack (§9.22).
Axis attacks, round 2: all defenders are armoured: attack vs armoured (§9.32); direct attack 5 (§9.3).
Axis attack 5 = units 5 + support 0 (§9.3).
Terrain of 4212 (level 1): +2 (terrain effects table).
Allied defence 9 = units 7 + support 0 + terrain 2 (§9.4).
Odds 5 vs 9 = 1:2, rounded for the defender (§9.61).
Axis rolls 2d6 = 3+6 = 9 on 1:2: the defender loses 0 steps (combat table).
Allied rolls 2d6 = 4+4 = 8 on 1:2: the attacker loses 2 steps (combat table).
de-pz loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
4112 is emptied: an RMF = 1/3 marker is placed there (§11.3).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 2 rounds: Allied lost 2 steps, Axis lost 2 steps (§9.6).
Changes:
  de-pz eliminated at 4112
  us-36 eliminated at 4212
  us-m4: marker fought placed
  us-m5: marker fought placed
  the decision pending for axis was answered
  marker rmf-4112 placed at 4112
  marker combat-4212 placed at 4212
  marker combat-4112 placed at 4112

tests/golden/data/journal-s43.csv: salerno43, starting from the state ecf1968b6dfb8d92f637217007936ccd980fae7543833245477186a9ffefcb27 (umpire hash)
row 1 (allied): assault from=4211 to=4111 policy=never loss=top: 4 dice typed at the table (--dice 1,1,6,6)
row 2 (allied): assault from=4212 to=4112 att=us-36,us-m4 loss=top: 4 dice from the state's seed (draws 0-3); waits for a decision, whose answer rolls them again
row 3 (allied): decide yes: 8 dice from the state's seed (draws 0-7)
allied: 2 orders; 8 dice from the state's seed; 4 dice typed at the table
tests/golden/data/journal-s43.csv: 3 orders verified; the state after them is 71d4424eb7646afb81266d17479508a0ba7aead4de0344dd1cae555c1e402141
--- stderr
