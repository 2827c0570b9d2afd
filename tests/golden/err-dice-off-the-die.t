# --dice 1,1,7,6: 7 is not a face of a d6: exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,7,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --dice: 7 is not a face of a d6 (Axis defender's roll, round 1 (§9.65))
