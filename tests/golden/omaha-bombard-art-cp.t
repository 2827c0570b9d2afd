# §17.3, §18.3: the CP's fire coordination: artillery A1 and its observer K1 are both
# within CP 16HQ's range 3 (2 and 3 hexes): A1 barrages A9; the card shows blue and
# symbol 1: disrupt (TEST DATA).
cmd: resolve tests/examples/data/omaha-barrage-cp.csv bombard type=art unit=A1 target=1617 observer=K1 --card '1:fire=blue,red,orange;target=1' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,a9,A9,1617,reinf,352,1,1,' $TMP/s.csv
--- stdout
Action 1 of 3 of the 1st Division (§17).
A1 barrages 1617 (A9, blue) at 5 hexes, observed by K1; a new fire card is drawn (§17.3).
barrage card 1 played at the table (§2.3).
The card shows blue (single) and symbol 1: US Barrage Table, single, depth marker none: disrupt (§8.4).
a9 is disrupted (§8.4).
--- stderr
