# §8.33: A, B, T3 and naval fire, 21 against 6 with every weapon: 3:1 (TEST DATA):
# the WN unit is defeated and eliminated (WN units never retreat); its row stays at position
# eliminated, for the Re-occupy action (§16.1).
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16,T3 naval=yes --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,g50,eliminated,,' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Action 1 of 2 of the 1st Division (§7).
Action 2 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
T3 (tank, 3 hexes): strength 5, weapons AR BZ BR MG (§8.1).
A naval fire marker: +9 strength, NAVAL, AR and DEMO (§8.51).
Weapons required: BZ FL; the attackers have them all (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 21 against 6 (§8.3).
US Attack Table, weapons present, ratio 3:1, unrevealed_reserve: gdefeated (§8.3).
g50 is eliminated (a WN unit) (§8.33).
--- stderr
