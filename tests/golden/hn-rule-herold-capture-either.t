# Sc-1, A29: Willi Herold assaults canuck and loses: the CW, winning, captures
# him (herold-capture=either).
cmd: resolve tests/golden/data/hn-rulings.csv assault unit=herold target=canuck retreat=K5 --dice 1,6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,herold,de,herold,held,front,,$" $TMP/s.csv
--- stdout
herold (herold) assaults canuck (rifles) (core 3.2.1, 6.3).
herold rolls 1d6 = 1 + attack 2 = 3 (core 6.3).
canuck rolls 1d6 = 6 + attack 3 = 9 (core 6.3).
canuck holds, 9 to 3 (core 6.3).
canuck captures herold on K3: he stays on its counter (Sc-1).
--- stderr
