# DT-04 (§8.22): attacking from 0911 and 1011, two hexes adjacent to each other:
# FL is not satisfied.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,C/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
C/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
Weapons required: BZ FL; missing: BZ FL (FL: two attacking hexes not adjacent to each other, §8.22) (§8.2).
German defence 5 = unit 4 + terrain 1 + hexside 0 (plain hexside, the least favourable to the defender) (§8.31).
US strength 8 against 5 (§8.3).
US Attack Table, weapons absent, ratio 1:1, unrevealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
