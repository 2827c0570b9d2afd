# herold-capture=attacker: only an assault the CW launches captures him: he
# loses a step instead (test value), and has none: destroyed.
cmd: resolve tests/golden/data/hn-rulings.csv assault unit=herold target=canuck retreat=K5 --dice 1,6 --rule herold-capture=attacker --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,herold,de,herold,dead,front,," $TMP/s.csv
--- stdout
Ruling herold-capture=attacker applies (the default is either) (Sc-1; A29).
herold (herold) assaults canuck (rifles) (core 3.2.1, 6.3).
herold rolls 1d6 = 1 + attack 2 = 3 (core 6.3).
canuck rolls 1d6 = 6 + attack 3 = 9 (core 6.3).
canuck holds, 9 to 3 (core 6.3).
herold loses the assault: a step (core 6.3).
herold is destroyed (core 3.2.3).
--- stderr
