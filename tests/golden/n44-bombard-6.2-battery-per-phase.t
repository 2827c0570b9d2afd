# §6.2 (ruling battery-fire=per-phase, 11.3.9): a battery fires once a phase: at
# us-29-116, then not at us-741-tk; at the end of the phase it may fire again.
cmd: resolve tests/golden/data/n44-battery.csv bombard kind=battery at=0714 batteries=de-bty-1 target=us-29-116 --tables tests/examples/data/normandie44-tables --dice 5 --rule battery-fire=per-phase -o $TMP/a.csv
status: 0
sh: grep -q "^set,battery.fired,de-bty-1$" $TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv bombard kind=battery at=0714 batteries=de-bty-1 target=us-741-tk --tables tests/examples/data/normandie44-tables --dice 5 --rule battery-fire=per-phase -o $TMP/b.csv 2>$TMP/err && grep -q "de-bty-1 has fired this phase" $TMP/err
sh: $UMPIRE resolve $TMP/a.csv turn to=last-wave --tables tests/examples/data/normandie44-tables --rule battery-fire=per-phase -o $TMP/c.csv >/dev/null && ! grep -q "^set,battery.fired,." $TMP/c.csv
--- stdout
Bombardment of 0714, strength 1: 1d6 = 5: 5: A1 (TB) (§6.2).
us-29-116 is affected: A1 (§6.5).
--- stderr
