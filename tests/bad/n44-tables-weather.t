# check --tables: the weather table may not read overcast on a lower die and clear on
# a higher one (§1.1.1.1: the adjustment makes a low die the clearer).
cmd: check --tables tests/bad/n44-tables-weather normandie44
status: 65
--- stdout
--- stderr
umpire: tests/bad/n44-tables-weather/weather.csv:9:2: die 3 reads clear after die 2 read overcast: the weather adjustment of -1 per overcast turn makes a lower die the clearer (§1.1.1.1)
