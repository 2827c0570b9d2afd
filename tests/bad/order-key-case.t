# An order whose key is spelt with a capital ('From=2129'): keys are case-sensitive, so
# it is an unknown argument (usage error, nothing written).
cmd: resolve fixtures/salerno43/commandos-2129.csv assault From=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: assault: unknown argument 'From'; did you mean 'from'? (see 'umpire orders salerno43')
