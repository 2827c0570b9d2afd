# §18.3, §8.24: C/1/16 attacks from an adjacent hex 2 hexes from CP 16HQ (range 3):
# under its command it has a radio; B/1/16, out of range, has none.
cmd: resolve tests/examples/data/omaha-assault-cp.csv assault target=1010 units=B/1/16,C/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: test -e $TMP/s.csv
--- stdout
Action 1 of 3 of the 1st Division (§17).
Action 2 of 3 of the 1st Division (§17).
g50 in 1010 is revealed (§8.3).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
C/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
Weapons required: BZ FL; missing: BZ (§8.2).
German defence 5 = unit 4 + terrain 1 + hexside 0 (plain hexside, the least favourable to the defender) (§8.31).
US strength 7 against 5 (§8.3).
US Attack Table, weapons absent, ratio 1:1, unrevealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
