# §6.6, ruling retreat-path=away: a retreat that goes on past an over-stacked hex keeps
# going away: de-352-914 (-/1R1) cannot stop in 0613 (4 PE there already), and 0614,
# next to 0713 again, is refused for its second hex; 0513 is taken (2 steps left).
cmd: resolve tests/golden/data/n44-retreat-on.csv assault hq=us-v att=us-29-115 to=0713 'def_retreat=0613>0614' --dice 1 --tables tests/examples/data/normandie44-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
sh: $UMPIRE resolve tests/golden/data/n44-retreat-on.csv assault hq=us-v att=us-29-115 to=0713 'def_retreat=0613>0513' --dice 1 --tables tests/examples/data/normandie44-tables -o $TMP/t.csv && grep -q "^unit,de-352-914,german,de,infantry,352,2,3,3/2/1,1,6,2,0513," $TMP/t.csv
--- stdout
--- stderr
umpire: de-352-914 cannot retreat along def_retreat=0613>0614: each hex of the retreat is one hex further from 0713 (ruling retreat-path=away) (§6.6)
