# §7.21 (seed lines 1854-1856: "Deux unités dans une pile peuvent effectuer une action
# ensemble au prix d'une seule action"): A/1/16, E/1/16 and C/1/16, three units in 0911
# (§7.6's limit holds only at the end of the phase), attack together: the pair takes one
# action, the third its own: 2 of the 1st Division's 2. 4+1+3 = 8 against 7 (as
# omaha-actions-assault-stack: unit 4, terrain 1, slope 2): 1:1, BZ missing: none.
cmd: resolve tests/examples/data/omaha-assault-three-stack.csv assault target=1010 units=A/1/16,E/1/16,C/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,actions.1,9:2' $TMP/s.csv && grep -qx 'set,acted,9:A/1/16 E/1/16 C/1/16' $TMP/s.csv
--- stdout
3 units act together: two units of a stack share one action, so they take 2 (§7.21).
Action 1 of 2 of the 1st Division (§7).
Action 2 of 2 of the 1st Division (§7).
g50 in 1010 is revealed (§8.3).
A/1/16 (inf, 1 hex): strength 4, weapons BR MG (§8.1).
E/1/16 (inf, 1 hex): strength 1, weapons MG (§8.1).
C/1/16 (inf, 1 hex): strength 3, weapons BR MG (§8.1).
Weapons required: BZ; missing: BZ (§8.2).
German defence 7 = unit 4 + terrain 1 + hexside 2 (slope, the least favourable to the defender) (§8.31).
US strength 8 against 7 (§8.3).
US Attack Table, weapons absent, ratio 1:1, alone: none (§8.3).
No effect (§8.3).
--- stderr
