# --dice one,two is not a comma-separated list of faces: exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice one,two -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --dice one,two: not a comma-separated list of faces
