# §8.15: heavy infantry H/1/16 (range 2, full) attacks across the bluff from the shelf, A/1/16 attacking across the slope: 9 against 4+1+2 (slope, least favourable), 1:1 with BZ: g50 disrupted.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=H/1/16,A/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^german,g50,WN50,1010,wn,716,1,1,' $TMP/s.csv
--- stdout
Action 1 of 2 of the 1st Division (§7).
Action 2 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
H/1/16, heavy infantry, attacks across the bluff hexside: A/1/16 attacks from an adjacent hex across an eligible one (§8.15).
H/1/16 (inf, 1 hex): strength 5, weapons BR MG BZ (§8.1).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG (§8.1).
Weapons required: BZ; the attackers have them all (§8.2).
German defence 7 = unit 4 + terrain 1 + hexside 2 (slope, the least favourable to the defender) (§8.31).
US strength 9 against 7 (§8.3).
US Attack Table, weapons present, ratio 1:1, alone: gdisrupt (§8.3).
g50 is disrupted (§8.3).
--- stderr
