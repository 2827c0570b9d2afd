# §3.3 ferocious with a beaten defender that already falls back (test tables:
# step+retreat): it falls back once, not twice; the attacker takes the square.
cmd: resolve tests/golden/data/hn-assault-fer.csv assault unit=cdo target=fox path=E5 retreat=F7 --dice 1,5,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,fox,de,rifles,F7,back,,$" $TMP/s.csv
sh: grep -q "^unit,cdo,cw,commando,F6,front,activated;order=2,$" $TMP/s.csv
--- stdout
cdo (commando) assaults fox (rifles) (core 3.2.1, 6.3).
cdo charges fox: a free Fire action first, attack 4 against Defense Value 5, fox +1 (§2.1: the element's bonus) (§2.1 charge).
Charge's free fire at fox: 1d6 = 1 + attack 4 = 5 against defense 6: miss (ruling fire-hit >=) (§2.1 charge).
cdo rolls 1d6 = 5 + attack 4 = 9 (core 6.3).
fox rolls 1d6 = 1 + attack 3 = 4 (core 6.3).
cdo wins the assault, 9 to 4 (core 6.3).
fox loses the assault: a step, and it falls back (core 6.3).
fox loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
fox falls back to F7 (core 6.3).
cdo takes F6 (core 6.3).
--- stderr
