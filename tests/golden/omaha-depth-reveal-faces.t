# §9.1, §8.3: the marker row mg50 (strength 2, DEMO) is revealed: its faces are copied to
# g50's reserve_strength and reserve_weapons and the attack is resolved again: 7 against 8.
cmd: resolve tests/examples/data/omaha-assault-depth-faces.csv assault target=1010 units=A/1/16,B/1/16 hero=BZ us_hit=B/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,g50,WN50,1010,wn,716,1,0,revealed,,,4,BZ FL,2,DEMO' $TMP/s.csv
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
Depth marker mg50: strength 2, weapons DEMO (§9.1).
The depth marker is revealed: the attack is resolved again (§8.3).
Weapons required: BZ FL DEMO; missing: DEMO (§8.2).
German defence 8 = unit 4 + depth marker 2 + terrain 1 + hexside 1 (shingle, the least favourable to the defender) (§8.31).
US strength 7 against 8 (§8.3).
US Attack Table, weapons absent, ratio 1:2, revealed_reserve: usdisrupt (§8.3).
B/1/16 is disrupted (this action phase: it cannot remove the marker before the next) (§7.7).
--- stderr
