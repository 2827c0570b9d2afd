# from=2129 to=2531: the hexes are not adjacent (§9.11). Exit 1, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2531 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 1
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: 2129 is not adjacent to any hex of to=2531 (§9.11)
