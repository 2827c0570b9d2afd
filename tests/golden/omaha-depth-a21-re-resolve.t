# §9.4, ruling a21-tactical-reveal (default re-resolve): g50's marker mg50 reads "tactical
# reinforcement": it is removed, the attack is resolved again against g50 alone (TEST DATA 1:1,
# alone: gdisrupt); then t1 (--dice 1: the first of the 2 Tactical units) enters P1, the
# empty reinforcement position nearest WN50 (2 hexes).
cmd: resolve tests/examples/data/omaha-assault-depth.csv assault target=1010 units=A/1/16,B/1/16 hero=BZ us_hit=B/1/16 --tables tests/examples/data/omaha-tables --dice 1 -o $TMP/s.csv
status: 0
sh: grep -q '^german,g50,WN50,1010,wn,716,1,1,,' $TMP/s.csv
sh: grep -q '^german,t1,P1,1008,reinf,352,0,0,,' $TMP/s.csv
sh: grep -qx 'marker,mg50,removed,wn,?,?,1' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Action 1 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
A/1/16's hero: the joker weapon BZ (§11.13) (§8.23).
Weapons required: BZ FL; the attackers have them all (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 7 against 6 (§8.3).
US Attack Table, weapons present, ratio 1:1, unrevealed_reserve: reveal-reserve (§8.3).
Depth marker mg50 reads "tactical reinforcement": it is removed; a Tactical unit comes after the attack (§9.4).
The attack is resolved again against the unit alone (ruling a21-tactical-reveal) (§8.3).
Weapons required: BZ FL; the attackers have them all (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 7 against 6 (§8.3).
US Attack Table, weapons present, ratio 1:1, alone: gdisrupt (§8.3).
g50 is disrupted (§8.3).
t1, drawn from the Tactical pool (1 of 2), is placed face down without a depth marker in P1 (1008: 2 hexes from WN50, 1 from a US unit, number 1) (§9.4).
--- stderr
