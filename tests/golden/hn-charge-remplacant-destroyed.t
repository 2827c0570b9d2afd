# §2.2 remplaçant: "ne fonctionne pas si l'Unité d'Arme Lourde a été Détruite
# lors d'un assaut" (seed 004 lines 273-275): mg1, on its last face, is
# destroyed by the free fire of the Charge that opens the assault, and loader
# cannot take the damage; brit ends its move on E5.
cmd: resolve tests/golden/data/hn-charge.csv assault unit=brit target=mg1 replace=loader retreat=E6 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,loader,de,loader,D7,front,,$" $TMP/s.csv
sh: grep -q "^unit,mg1,de,mg42,dead,back,,$" $TMP/s.csv
--- stdout
brit (rifles) assaults mg1 (mg42-r) (core 3.2.1, 6.3).
brit charges mg1: a free Fire action first, attack 3 against Defense Value 5 (§2.1 charge).
Charge's free fire at mg1: 1d6 = 6 + attack 3 = 9 against defense 5: hit (ruling fire-hit >=) (§2.1 charge).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
mg1 is destroyed (core 3.2.3).
loader cannot take the damage: the heavy weapon is destroyed in an assault (§2.2 remplaçant).
The target is destroyed: brit ends its move on E5; no assault (§2.1 charge).
--- stderr
