# Sc-1: canuck wins an assault against Willi Herold: he is captured and stays
# on its counter.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=canuck target=herold --dice 5,2 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,canuck,cw,rifles,C8,front,activated;order=4;prisoner=herold,$" $TMP/s.csv
sh: grep -q "^unit,herold,de,herold,held,front,,$" $TMP/s.csv
--- stdout
canuck (rifles) assaults herold (herold) (core 3.2.1, 6.3).
canuck rolls 1d6 = 5 + attack 3 = 8 (core 6.3).
herold rolls 1d6 = 2 + attack 2 = 4 (core 6.3).
canuck wins the assault, 8 to 4 (core 6.3).
canuck captures herold on C9: he stays on its counter (Sc-1).
--- stderr
