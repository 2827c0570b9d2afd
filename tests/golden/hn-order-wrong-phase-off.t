# With the ruling sequence=off the phase is not checked (the fire then meets
# the core values' '?').
cmd: resolve tests/golden/data/hn-turn.csv fire unit=brit target=ger --dice 3 --rule sequence=off -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/heroes/core.csv:5:2: table heroes/core, row double_hit, column value is unknown ('?') (core 3.2.3 p.15: the Coup Double's trigger (margin:N, twice, natural:N or never)): the rulebook does not give this value. Fill it in: edit tables/heroes/core.csv, or pass --tables DIR with your own copy of core.csv.
