# §11.12, §11.2: A/1/16 (a hero) and C/1/16 (stacked with 16 HQ) attack 1010, each
# taking a free action: A/1/16's hero's, C/1/16's under the HQ's command; the hero's
# joker still applies (§11.13).
cmd: resolve tests/examples/data/omaha-assault-hero.csv assault target=1010 units=A/1/16,C/1/16 hero=strength free=A/1/16:hero,C/1/16:command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,A/1/16,1,1,inf,3,3,1,0911,ER1,0,,,0,0,4,,,hero,9:hero' $TMP/s.csv
sh: grep -qx 'unit,C/1/16,1,1,inf,3,3,1,1011,ER1,0,,,0,0,4,,,,9:command' $TMP/s.csv
--- stdout
A/1/16's assault is a free action (not counted against the division's actions, §7.2): its hero's (§11.12).
C/1/16's assault is a free action (not counted against the division's actions, §7.2): under command of 16HQ (§11.2).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
C/1/16 (inf, 1 hex): strength 4, weapons BR MG RADIO (§8.1).
A/1/16's hero: +1 attack strength (the joker, §11.13) (§8.23).
Weapons required: BZ FL; missing: BZ FL (FL: two attacking hexes not adjacent to each other, §8.22) (§8.2).
German defence 5 = unit 4 + terrain 1 + hexside 0 (plain hexside, the least favourable to the defender) (§8.31).
US strength 9 against 5 (§8.3).
US Attack Table, weapons absent, ratio 1:1, unrevealed_reserve: none (§8.3).
No effect (§8.3).
--- stderr
