# An empty state file (/dev/null): bad state data, exit 65, placed at 1:1.
cmd: resolve /dev/null assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: /dev/null:1:1: empty file
