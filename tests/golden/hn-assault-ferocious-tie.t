# §3.3 ferocious: a tie (core.csv assault_tie none in the test tables) still makes
# the defender fall back: 'font toujours reculer les défenseurs'.
cmd: resolve tests/golden/data/hn-assault-fer.csv assault unit=cdo target=fox path=E5 retreat=F7 --dice 1,3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,fox,de,rifles,F7,front,,$" $TMP/s.csv
sh: grep -q "^unit,cdo,cw,commando,E5,front,activated;order=2,$" $TMP/s.csv
--- stdout
cdo (commando) assaults fox (rifles) (core 3.2.1, 6.3).
cdo charges fox: a free Fire action first, attack 4 against Defense Value 5, fox +1 (§2.1: the element's bonus) (§2.1 charge).
Charge's free fire at fox: 1d6 = 1 + attack 4 = 5 against defense 6: miss (ruling fire-hit >=) (§2.1 charge).
cdo rolls 1d6 = 3 + attack 4 = 7 (core 6.3).
fox rolls 1d6 = 4 + attack 3 = 7 (core 6.3).
A tie, 7 to 7: nothing happens (core 6.3).
cdo is Ferocious and still stands: fox falls back whatever the result (§3.3 ferocious).
fox falls back to F7 (§3.3 ferocious).
--- stderr
