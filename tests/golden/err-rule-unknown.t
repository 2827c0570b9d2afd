# --rule with a ruling id salerno43 does not have: exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 --rule frob=1 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --rule frob=1: salerno43 has no ruling 'frob' (see 'umpire rulings salerno43')
