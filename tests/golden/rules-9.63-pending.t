# §9.63: at 8:1 the attacker must choose; the order did not say, so the combat
# waits: a pending row names over8 and its legal answers (7:1, or two attacks of
# 3:1 or more adding up to 8), and nothing else changes.
cmd: resolve tests/golden/data/rules-8to1.csv assault from=4211 to=4111
status: 0
sh: "$UMPIRE" resolve tests/golden/data/rules-8to1.csv assault from=4211 to=4111 | grep -qx "pending,1,axis,over8,7:1|3+3|3+4|3+5|4+3|4+4|5+3,assault from=4211 to=4111,,eight"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis fights from 4211 with pz-a, pz-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Allied fights from 4111 with us-hq (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Axis attacks (§9.6).
Axis attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 24 (§9.3).
Axis attack 24 = units 24 + support 0 (§9.3).
Terrain of 4111 (level 1): +2 (terrain effects table).
Allied defence 3 = units 1 + support 0 + terrain 2 (§9.4).
Odds 24 vs 3 are 8:1 or more: Axis chooses 7:1 (no damage to the attacker) or two attacks of 3:1 or more (§9.63).
Waiting for a decision (over8): answer with 'umpire resolve STATE decide ANSWER', ANSWER one of 7:1|3+3|3+4|3+5|4+3|4+4|5+3; nothing is applied until the combat ends (pending).
