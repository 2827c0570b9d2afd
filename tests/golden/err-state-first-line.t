# Line 1 is not 'umpire-state,1,GAME' (a plain CSV file): exit 65 at 1:1.
cmd: resolve tests/golden/data/first-line.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/first-line.csv:1:1: not an umpire state file (line 1 must be 'umpire-state,1,GAME')
