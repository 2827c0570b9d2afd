# §2.1 charge: cdo moves next to fox (in a foxhole: +1, its element's bonus) and
# fires first, free: 6 + 4 = 10 >= 6, a Coup Double destroys it; cdo ends its
# move on F6, no assault.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=cdo target=fox path=E5 retreat=F7 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,cdo,cw,commando,F6,front,activated;order=2,$" $TMP/s.csv
sh: grep -q "^unit,fox,de,rifles,dead,back,,$" $TMP/s.csv
--- stdout
cdo (commando) assaults fox (rifles) (core 3.2.1, 6.3).
cdo charges fox: a free Fire action first, attack 4 against Defense Value 5, fox +1 (§2.1: the element's bonus) (§2.1 charge).
Charge's free fire at fox: 1d6 = 6 + attack 4 = 10 against defense 6: hit (ruling fire-hit >=) (§2.1 charge).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
fox loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
fox is destroyed (core 3.2.3).
The target is destroyed: cdo ends its move on F6; no assault (§2.1 charge).
--- stderr
