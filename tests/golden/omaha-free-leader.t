# §11.3: Wyman's own move is free (free=leader); §7.33: written down, so that he gives no more free actions: N1's free=command is then refused.
cmd: resolve tests/examples/data/omaha-free.csv move unit=Wyman to=1510 free=leader --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,Wyman,1,1,general,0,0,,1510,1,0,,,0,0,,,18:leader' $TMP/s.csv
sh: $UMPIRE resolve $TMP/s.csv move unit=N1 to=1612 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv.2 2>$TMP/err; test $? = 1 && grep -q '§7.33' $TMP/err
--- stdout
Wyman's move is a free action (not counted against the division's actions, §7.2): a General's own move; it gives no more free actions this phase (§7.33) (§11.3).
A free action (named by free=, §11, §18.3): the 1st Division's count stays (§7.1).
Wyman moves from 1610 to 1510 (§7.3).
--- stderr
