# A binary file given as the state: data/state.csv.gz is a gzip-compressed state
# (bytes 1f 8b 08 00 ...): its NUL byte makes it bad state data, exit 65 at 1:1.
cmd: resolve tests/golden/data/state.csv.gz assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/state.csv.gz:1:1: NUL byte in a field
