# §8.26, ruling a19=any-one: K/1/16 brings MG only, BZ is missing: 6 against 7, weapons absent, 1:2: usstep on K/1/16 (your choice).
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,K/1/16 heavy_weapon=K/1/16:MG us_hit=K/1/16 --rule a19-heavy-range-weapons=any-one --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/1/16,1,1,inf,2,3,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
Action 2 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG (§8.1).
K/1/16, heavy infantry at range, brings one weapon: MG (ruling a19-heavy-range-weapons=any-one) (§8.26).
K/1/16 (inf, 2 hexes): strength 2, weapons MG (§8.1).
Weapons required: BZ; missing: BZ (§8.2).
German defence 7 = unit 4 + terrain 1 + hexside 2 (slope, the least favourable to the defender) (§8.31).
US strength 6 against 7 (§8.3).
US Attack Table, weapons absent, ratio 1:2, alone: usstep (§8.3).
K/1/16 loses a step (failed attack): 2 of 3 left (§8.3).
--- stderr
