# EX-08 (§8.31): WN 50 attacked from 0911 across a slope and from 1110 across
# shingle: the defence uses the shingle (TEST DATA modifiers: shingle +1, slope +2).
# BZ is missing (upper section); 7 against 6 gives the 1:1 row (TEST DATA table).
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,g50,WN50,1010,wn,716,1,0,hidden,' $TMP/s.csv
sh: grep -qx 'set,attacked,9:WN50' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Action 1 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
Weapons required: BZ FL; missing: BZ (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 7 against 6 (§8.3).
US Attack Table, weapons absent, ratio 1:1, unrevealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
