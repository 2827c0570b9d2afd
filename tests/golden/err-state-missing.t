# A state file that does not exist: exit 66 (input not found), nothing written.
cmd: resolve tests/golden/data/no-such-state.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 66
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/no-such-state.csv: no such file
