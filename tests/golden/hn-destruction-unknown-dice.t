# The shipped counters give Destruction no dice (the icon is lost): exit 69.
cmd: resolve tests/golden/data/hn-engineer.csv destruction unit=piat2 at=D2 --dice 4 -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/golden/data/hn-engineer.csv:20: counter piat2, column abilities (destruction=N) is unknown ('?') (Recap p.08: 'le nombre de dé(s) correspondant' (the icon is lost)): the battle pack prints no counter. Fill it in from the counter in your box: edit the counter row (tables/heroes/counters.csv, or a `counter` row of the state) or pass --tables DIR
