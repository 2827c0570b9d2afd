# The snipers' event (digest 3.5's example card): `command` reads set,snipers of this turn:
# CP 16HQ commands one hex (P3, 3 hexes away, is under no command).
cmd: resolve tests/examples/data/omaha-free-snipers.csv command unit=P3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
Snipers target runners: CP 16HQ's command radius is one hex this turn (set,snipers,18; digest 3.5's example card) (§18.3).
P3 is under no HQ, General or CP's command (§11.2).
--- stderr
