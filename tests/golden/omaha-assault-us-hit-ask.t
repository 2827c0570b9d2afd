# §8.3: a result striking attackers needs us_hit= (your choice).
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=R/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: the result usdisrupt strikes attackers of your choice: name them with us_hit=ID,... (§8.3)
