# A30, sc3-victory=held: at the end the CW holds one Secondary (the other, taken,
# was discarded): German victory under either reading (taken counts 0 here).
cmd: resolve tests/golden/data/hn-sc3-end.csv victory --rule sc3-victory=held -o $TMP/s.csv
status: 0
sh: grep -q "^set,result,de$" $TMP/s.csv
--- stdout
Ruling sc3-victory=held applies (the default is taken) (Sc-3; A30).
German victory: the CW holds at most one Secondary Objective (Sc-3 victoire; ruling sc3-victory).
--- stderr
