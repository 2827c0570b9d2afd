# resolve with a state but no order: usage error, exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: usage: umpire resolve STATE ORDER [ARG...]
