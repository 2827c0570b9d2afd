# §8.26, ruling a19=any-one: K/1/16 brings BZ: weapons present, 6 against 7, 1:2: none.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,K/1/16 heavy_weapon=K/1/16:BZ --rule a19-heavy-range-weapons=any-one --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,K/1/16,1,1,inf,3,3,' $TMP/s.csv && grep -q '^german,g50,WN50,1010,wn,716,1,0,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
Action 2 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG (§8.1).
K/1/16, heavy infantry at range, brings one weapon: BZ (ruling a19-heavy-range-weapons=any-one) (§8.26).
K/1/16 (inf, 2 hexes): strength 2, weapons BZ (§8.1).
Weapons required: BZ; the attackers have them all (§8.2).
German defence 7 = unit 4 + terrain 1 + hexside 2 (slope, the least favourable to the defender) (§8.31).
US strength 6 against 7 (§8.3).
US Attack Table, weapons present, ratio 1:2, alone: none (§8.3).
No effect (§8.3).
--- stderr
