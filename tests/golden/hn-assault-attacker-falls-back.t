# core.assault_loser_attacker=retreat (state override): the beaten attacker falls
# back to aretreat=, and being Ferocious it still makes the defender fall back.
cmd: resolve tests/golden/data/hn-assault-fer-step.csv assault unit=cdo target=fox path=E5 retreat=F7 aretreat=E4 --dice 1,2,5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,fox,de,rifles,F7,front,,$" $TMP/s.csv
sh: grep -q "^unit,cdo,cw,commando,E4,front,activated;order=2,$" $TMP/s.csv
--- stdout
cdo (commando) assaults fox (rifles) (core 3.2.1, 6.3).
cdo charges fox: a free Fire action first, attack 4 against Defense Value 5, fox +1 (§2.1: the element's bonus) (§2.1 charge).
Charge's free fire at fox: 1d6 = 1 + attack 4 = 5 against defense 6: miss (ruling fire-hit >=) (§2.1 charge).
cdo rolls 1d6 = 2 + attack 4 = 6 (core 6.3).
fox rolls 1d6 = 5 + attack 3 = 8 (core 6.3).
fox holds, 8 to 6 (core 6.3).
cdo loses the assault: it falls back (core 6.3).
cdo falls back to E4 (core 6.3).
cdo is Ferocious and still stands: fox falls back whatever the result (§3.3 ferocious).
fox falls back to F7 (§3.3 ferocious).
--- stderr
