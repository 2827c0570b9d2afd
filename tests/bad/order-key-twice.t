# An order giving one optional key twice, with different values (loss=top
# loss=bottom): refused as a usage error, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top loss=bottom policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: 'loss' given twice
