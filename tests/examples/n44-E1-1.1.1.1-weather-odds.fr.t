# French transcript of n44-E1-1.1.1.1-weather-odds.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-e1.csv weather --lang fr
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/weather.csv:10:2: table normandie44/weather, ligne « 0 », colonne « weather » inconnue ('?') (§1.1.1.1) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/normandie44/weather.csv, ou passez --tables DIR avec votre propre copie de weather.csv.
