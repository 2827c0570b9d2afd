# DT-05 (§8.27): the tank T3 at 3 hexes brings AR, BZ, BR and MG: with FL from 0911
# and 1110, all weapons are there; 12 against 6 = 2:1; the result (TEST DATA) reveals
# the depth marker, and the attack is resolved again against 8 with DEMO needed.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16,T3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,g50,WN50,1010,wn,716,1,0,revealed,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Action 1 of 2 of the 1st Division (§7).
Action 2 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
T3 (tank, 3 hexes): strength 5, weapons AR BZ BR MG (§8.1).
Weapons required: BZ FL; the attackers have them all (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 12 against 6 (§8.3).
US Attack Table, weapons present, ratio 2:1, unrevealed_reserve: reveal-reserve (§8.3).
The depth marker is revealed: the attack is resolved again (§8.3).
Weapons required: BZ FL DEMO; missing: DEMO (§8.2).
German defence 8 = unit 4 + depth marker 2 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 12 against 8 (§8.3).
US Attack Table, weapons absent, ratio 1:1, revealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
