# §6.2 (ruling battery-fire=per-unit, the default): a battery fires at each unit landing:
# de-bty-1 at us-29-116, then at us-741-tk (test TB: 5 at strength 1 reads A1).
cmd: resolve tests/golden/data/n44-battery.csv bombard kind=battery at=0714 batteries=de-bty-1 target=us-29-116 --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/a.csv
status: 0
sh: grep -q "^unit,us-29-116,allied,us,infantry,29,2,2,4/2,4/2,6,2,0714,0,1,landed$" $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv bombard kind=battery at=0714 batteries=de-bty-1 target=us-741-tk --tables tests/examples/data/normandie44-tables --dice 5 -o $TMP/b.csv && grep -q "^unit,us-741-tk,allied,us,armour,,1,1,2,2,10,0,0714,0,1,landed$" $TMP/b.csv
--- stdout
Bombardment of 0714, strength 1: 1d6 = 5: 5: A1 (TB) (§6.2).
us-29-116 is affected: A1 (§6.5).
--- stderr
