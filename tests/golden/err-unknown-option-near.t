# A misspelt option: the nearest one, exit 64, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --sed 7 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: unknown option '--sed'; did you mean '--seed'? (see umpire(1))
