# §18.3: P4, 4 hexes from CP 16HQ (range 3), is under no command: refused.
cmd: resolve tests/examples/data/omaha-free.csv move unit=P4 to=1217 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=command: P4 is under no HQ, General or CP's command (§11.2, §11.3, §18.3; one that moved this turn gives no more free actions, §7.33)
