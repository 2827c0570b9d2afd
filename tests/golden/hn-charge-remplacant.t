# §2.1 charge, §2.2 remplaçant: the free fire's Coup Double (6 + 3 = 9 against
# 4) falls on loader, named by replace=, not on the heavy weapon mg, which is
# not destroyed (ruling remplacant-assault=destroyed); loader, destroyed, cannot
# take the step mg then loses in the assault. umpire dropped replace= before.
cmd: resolve tests/golden/data/hn-charge.csv assault unit=brit target=mg replace=loader retreat=D6 --dice 6,6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,loader,de,loader,dead,back,,$" $TMP/s.csv
sh: grep -q "^unit,mg,de,mg42,D6,back,,$" $TMP/s.csv
--- stdout
brit (rifles) assaults mg (mg42) (core 3.2.1, 6.3).
brit charges mg: a free Fire action first, attack 3 against Defense Value 4 (§2.1 charge).
Charge's free fire at mg: 1d6 = 6 + attack 3 = 9 against defense 4: hit (ruling fire-hit >=) (§2.1 charge).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
loader takes all the damage instead of mg (§2.2 remplaçant).
loader loses a step: it turns to its back face (loader-r) (§3.5 Pas de Perte).
loader is destroyed (core 3.2.3).
brit rolls 1d6 = 6 + attack 3 = 9 (core 6.3).
mg rolls 1d6 = 1 + attack 1 = 2 (core 6.3).
brit wins the assault, 9 to 2 (core 6.3).
mg loses the assault: a step, and it falls back (core 6.3).
loader is no longer on the board: it cannot take the damage (§2.2 remplaçant).
mg loses a step: it turns to its back face (mg42-r) (§3.5 Pas de Perte).
mg falls back to D6 (core 6.3).
brit takes D5 (core 6.3).
--- stderr
