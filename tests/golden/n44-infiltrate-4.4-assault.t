# §4.4: the assault of a hex: the Rangers enter the German hex 0713 (test chart: 5-6),
# which is in Confusion.
cmd: resolve tests/golden/data/n44-special.csv infiltrate unit=us-2-rgr to=0713 op=assault --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/out.csv
status: 0
sh: grep -q "^hex,0713,clear,none,,,,confusion" $TMP/out.csv
--- stdout
us-2-rgr's infiltration roll (assault): 1d6 = 5: it succeeds (§4.4).
us-2-rgr enters 0713: 0713 clear 1 + 0 leaving an enemy ZOC (§3) (§4.4).
0713 is in Confusion: both sides stay in it until one is eliminated (§4.4, §6.11).
us-2-rgr's move ends there (§3).
--- stderr
