# §18.34, §24.21 (the NOT IMPLEMENTED list): a reinforcement landing by a move
# from off the map counts on its beach's limit as one landed by land units=:
# us-red (Small, 6 companies a turn) had 12 platoons this turn; us-r1 and us-r2
# land by moves (15, then 18 platoons, the beach row's landed column says so);
# us-r3 would be a 7th company: refused, nothing written.
cmd: resolve tests/golden/data/s43-reinforce-move.csv move unit=us-r1 path=2745 -o $TMP/a.csv
status: 0
sh: grep -qx 'beach,us-red,US,2745,us;us_red,2745,small,,10-morning:15' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv move unit=us-r2 path=2745 -o $TMP/b.csv && grep -qx 'beach,us-red,US,2745,us;us_red,2745,small,,10-morning:18' $TMP/b.csv
sh: ! $UMPIRE resolve $TMP/b.csv move unit=us-r3 path=2745 -o $TMP/c.csv 2>$TMP/e && test ! -e $TMP/c.csv && grep -qxF 'umpire: move: beach us-red takes 6 companies a turn; 18 platoons landed already and these are 3 (3 platoons = 1 company): the others come back next turn (§24.21, §18.34, §24.32)' $TMP/e
