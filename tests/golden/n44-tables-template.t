# tables GAME --template DIR writes the tables with '?' cells as shipped into
# DIR/GAME/; they check valid (with their '?' cells counted) and play as shipped.
cmd: tables normandie44 --template $TMP/charts
status: 0
sh: test -f $TMP/charts/normandie44/crt.csv
sh: cmp $TMP/charts/normandie44/weather.csv tables/normandie44/weather.csv
sh: $UMPIRE check --tables $TMP/charts | grep -q "crt.csv: valid, 48 cells still unknown"
sh: ! $UMPIRE tables normandie44 --template $TMP/charts
