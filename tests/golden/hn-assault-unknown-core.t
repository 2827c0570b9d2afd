# assault with the shipped tables: what the loser suffers is a core value no
# public source gives: exit 69.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=canuck target=herold retreat=C10 --dice 2,5 -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/heroes/core.csv:26:2: table heroes/core, row assault_loser_attacker, column value is unknown ('?') (core 6.3: what the loser of an assault suffers): the rulebook does not give this value. Fill it in: edit tables/heroes/core.csv, or pass --tables DIR with your own copy of core.csv.
