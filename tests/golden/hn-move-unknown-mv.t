# The shipped counters have '?' values: moving Willi Herold needs his Movement
# Value: exit 69 naming the counters table.
cmd: resolve tests/golden/data/hn-setup.csv move unit=herold path=C4 --rule sequence=off -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: embedded:tables/heroes/counters.csv:9: counter willi-herold, column mv is unknown ('?') (core 3.2.1: the Movement Value): the battle pack prints no counter. Fill it in from the counter in your box: edit the counter row (tables/heroes/counters.csv, or a `counter` row of the state) or pass --tables DIR
