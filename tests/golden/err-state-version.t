# 'umpire-state,2,salerno43': a format version this umpire does not read.
# Exit 65, placed at line 1, column 2 (the version field).
cmd: resolve tests/golden/data/version-2.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/version-2.csv:1:2: unsupported state version '2' (this umpire reads version 1)
