# §8.23, §11.13: the joker as +1 strength: 8 against 6, BZ still missing.
cmd: resolve tests/examples/data/omaha-assault-hero.csv assault target=1010 units=A/1/16,B/1/16 hero=strength --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
A free action (under command of an HQ or General, §11.2): the 1st Division's count stays (§7.1).
Action 1 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
B/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
A/1/16's hero: +1 attack strength (the joker, §11.13) (§8.23).
Weapons required: BZ FL; missing: BZ (§8.2).
German defence 6 = unit 4 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 8 against 6 (§8.3).
US Attack Table, weapons absent, ratio 1:1, unrevealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
