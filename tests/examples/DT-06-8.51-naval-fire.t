# DT-06 (§8.51): A/1/16 (strength 4, under 116 HQ's command) and B/1/16 with a
# naval fire marker: +9, and NAVAL, AR and DEMO; the marker is spent.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16 naval=yes --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,naval_markers,0' $TMP/s.csv
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Action 1 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
A naval fire marker: +9 strength, NAVAL, AR and DEMO (§8.51).
Weapons required: BZ FL; missing: BZ (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 16 against 6 (§8.3).
US Attack Table, weapons absent, ratio 2:1, unrevealed_reserve: reveal-reserve (§8.3).
The depth marker is revealed: the attack is resolved again (§8.3).
Weapons required: BZ FL DEMO; missing: BZ (§8.2).
German defence 8 = unit 4 + depth marker 2 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 16 against 8 (§8.3).
US Attack Table, weapons absent, ratio 2:1, revealed_reserve: gdisrupt (§8.3).
g50 is disrupted (§8.3).
--- stderr
