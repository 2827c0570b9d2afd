# §7.21, §8.13: A/1/16 and E/1/16, stacked in 0911, attack together for one action: 5 against 7, BZ missing, 1:2: usstep on E/1/16, eliminated.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,E/1/16 us_hit=E/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^set,actions.1,9:1$' $TMP/s.csv && grep -q '^set,acted,9:A/1/16 E/1/16$' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG (§8.1).
E/1/16 (inf, 1 hex): strength 1, weapons MG (§8.1).
Weapons required: BZ; missing: BZ (§8.2).
German defence 7 = unit 4 + terrain 1 + hexside 2 (slope, the least favourable to the defender) (§8.31).
US strength 5 against 7 (§8.3).
US Attack Table, weapons absent, ratio 1:2, alone: usstep (§8.3).
E/1/16 is eliminated (failed attack) (§8.3).
E/1/16 goes to the 1st Division casualty box: 1 unit (§13.1).
--- stderr
