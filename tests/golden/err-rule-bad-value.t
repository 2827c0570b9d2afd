# --rule below-1-5=maybe: not one of the ruling's values (1:5|refuse): exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 --rule below-1-5=maybe -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --rule below-1-5=maybe: the values of below-1-5 are 1:5|refuse
