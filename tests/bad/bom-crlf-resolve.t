# tests/bad/bom-crlf.csv (see README.md), resolved: the state written is canonical, with
# LF line ends and no byte order mark, byte for byte what the same order gives on
# the LF fixture; the log goes to stdout.
cmd: resolve tests/bad/bom-crlf.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 0
sh: ! grep -q $'\r' "$TMP/out.csv"
sh: test "$(head -c 3 "$TMP/out.csv")" = ump
sh: "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o "$TMP/ref.csv" && cmp "$TMP/out.csv" "$TMP/ref.csv"
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Allied fights from 2129 with 2cdo-a, 2cdo-b (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Axis fights from 2228 with cp-2228 (the top of the stack; name others with att= or def=) (§9.21, §9.22).
Round 1: Allied attacks (§9.6).
Allied attacks, round 1: all defenders are unarmoured: attack vs unarmoured (§9.31); direct attack 10 (§9.3).
Allied attack 10 = units 10 + support 0 (§9.3).
Terrain of 2228 (defensive position): +5 (terrain effects table).
Axis defence 7 = units 2 + support 0 + terrain 5 (§9.4).
Odds 10 vs 7 = 1:1, rounded for the defender (§9.61).
Allied rolls 2d6 = 1+1 = 2 on 1:1: the defender loses 3 steps (combat table).
Axis rolls 2d6 = 6+6 = 12 on 1:1: the attacker loses 0 steps (combat table).
cp-2228 takes its first loss: the Fortified marker in 2228 is removed instead of a step (§19.41, E11).
cp-2228 loses a step: eliminated (§9.64).
Axis has no step left among the units that fought: 1 step not applied (§9.66 c).
2228 is emptied: an RMF = 1/2 marker is placed there (§11.2).
The combat ends: one side has no unit left fighting (§9.6).
Combat over after 1 round: Allied lost 0 steps, Axis lost 1 step (§9.6).
--- stderr
