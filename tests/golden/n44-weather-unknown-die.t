# §1.1.1.1: a weather die the shipped table does not give stops with exit 69.
cmd: resolve tests/examples/data/n44-e1.csv weather --dice 3
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/weather.csv:12:2: table normandie44/weather, row 2, column weather is unknown ('?') (§1.1.1.1): the rulebook does not give this value. Fill it in: edit tables/normandie44/weather.csv, or pass --tables DIR with your own copy of weather.csv.
