# --dice 1,1,6,6,3,4: the order needs 4 dice (the combat ends in round 1); 2 left unused:
# exit 64, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6,3,4 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --dice: 2 dice left unused after the order (the order needed 4)
