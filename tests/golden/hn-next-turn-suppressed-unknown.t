# next from the Reserve phase with a Suppressed unit: whether the marker goes
# is core: exit 69 with the shipped tables.
cmd: resolve tests/golden/data/hn-reserve.csv next -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tables/heroes/core.csv:16:2: table heroes/core, row suppressed_clear, column value is unknown ('?') (core 3.3, 4.1: are Suppressed markers removed at the end of the turn (yes or no)?): the rulebook does not give this value. Fill it in: edit tables/heroes/core.csv, or pass --tables DIR with your own copy of core.csv.
