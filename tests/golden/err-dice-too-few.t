# --dice 1,1: the 1:1 combat's round 1 needs 4 dice (2d6 each side): exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --dice: not enough dice: Axis defender's roll, round 1 (§9.65) needs 2 more
