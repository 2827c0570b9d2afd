# EX-16 (§3.2 knife): 2 Knife markers used in one assault: +4 to the roll.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=brit target=ger path=B3 knife=2 retreat=B5 --dice 3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,brit,cw,rifles,B4,front,activated;order=1,$" $TMP/s.csv
--- stdout
brit (rifles) assaults ger (rifles) (core 3.2.1, 6.3).
brit rolls 1d6 = 3 + attack 3 + 2 Knife markers 4 = 10 (§3.2 knife; core 6.3).
ger rolls 1d6 = 4 + attack 3 = 7 (core 6.3).
brit wins the assault, 10 to 7 (core 6.3).
ger loses the assault: a step, and it falls back (core 6.3).
ger loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
ger falls back to B5 (core 6.3).
brit takes B4 (core 6.3).
--- stderr
