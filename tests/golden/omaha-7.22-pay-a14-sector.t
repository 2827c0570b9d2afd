# §7.22 with ruling a14-actions-per=sector: the actions are the sectors', pay= names a division:
# refused.
cmd: resolve --rule a14-actions-per=sector tests/examples/data/omaha-actions-pay.csv move unit=L/3/16 to=0819 pay=29 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: pay=29 names a division, but the actions are counted per sector (§7.22; ruling a14-actions-per=sector)
