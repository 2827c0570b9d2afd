# An order verb salerno43 does not have ('attack' for 'assault'): exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv attack from=2129 to=2228 --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: unknown order 'attack' of salerno43 (see 'umpire orders salerno43')
