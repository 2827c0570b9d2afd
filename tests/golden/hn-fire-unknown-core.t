# fire with the shipped tables: the Obstacle's malus is a core value no public
# source gives: exit 69 naming tables/heroes/core.csv.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=ger --dice 6 -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/heroes/core.csv:7:2: table heroes/core, row obstacle_malus, column value is unknown ('?') (core 5.1 p.18 obstacles: the malus of one Obstacle crossed): the rulebook does not give this value. Fill it in: edit tables/heroes/core.csv, or pass --tables DIR with your own copy of core.csv.
