# A directory given as the state: reading it fails (EISDIR), an I/O error: exit 74.
# (EX_NOINPUT, 66, "not readable", could be argued for a directory; this pins 74.)
cmd: resolve tests/golden/data assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 74
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data: Is a directory
