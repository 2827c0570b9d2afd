# The snipers' event (digest 3.5's example card, set,snipers,18): P3, 3 hexes from CP 16HQ
# (range 3), is out of its one-hex radius this turn: free=command refused (without the
# event it is free, omaha-free-command-cp.t).
cmd: resolve tests/examples/data/omaha-free-snipers.csv move unit=P3 to=1214 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=command: P3 is under no HQ, General or CP's command (snipers this turn: 16HQ's command radius is one hex) (§11.2, §11.3, §18.3; the snipers' event, digest 3.5)
