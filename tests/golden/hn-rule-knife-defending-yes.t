# A21, the default: ger uses its Knife defending: +2.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=brit target=ger path=B3 dknife=1 retreat=B5 --dice 3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
--- stdout
brit (rifles) assaults ger (rifles) (core 3.2.1, 6.3).
brit rolls 1d6 = 3 + attack 3 = 6 (core 6.3).
ger rolls 1d6 = 4 + attack 3 + 1 Knife marker 2 = 9 (§3.2 knife; core 6.3).
ger holds, 9 to 6 (core 6.3).
brit loses the assault: a step (core 6.3).
brit loses a step: it turns to its back face (rifles-r) (§3.5 Pas de Perte).
--- stderr
