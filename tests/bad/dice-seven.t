# --dice 7 for an assault rolling 2d6 a side: one die where the first roll needs two;
# the count is checked before the face (golden/err-dice-off-the-die.t has a 7 among
# enough dice). A usage error, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice 7 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --dice: not enough dice: Allied attacker's roll, round 1 (§9.65) needs 1 more
