# §11.2: B/1/16 (1110) is neither in nor next to 16 HQ's hex (1011): its part of the
# attack cannot be free.
cmd: resolve tests/examples/data/omaha-assault-hero.csv assault target=1010 units=A/1/16,B/1/16 free=A/1/16:hero,B/1/16:command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: assault: free=command: B/1/16 is under no HQ, General or CP's command (§11.2, §11.3, §18.3; one that moved this turn gives no more free actions, §7.33)
