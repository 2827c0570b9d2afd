# --dice -3: a negative face: a usage error, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --dice -3 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --dice -3: not a comma-separated list of faces
