# E1 (§1.1.1.1): the odds of turn 3's weather on the shipped table: only 5 is known.
cmd: odds tests/examples/data/n44-e1.csv weather
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/weather.csv:10:2: table normandie44/weather, row 0, column weather is unknown ('?') (§1.1.1.1): the rulebook does not give this value. Fill it in: edit tables/normandie44/weather.csv, or pass --tables DIR with your own copy of weather.csv.
