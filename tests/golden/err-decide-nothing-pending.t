# decide on a state where no decision is pending: exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv decide yes -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: decide: no decision is pending in fixtures/salerno43/commandos-2129.csv
