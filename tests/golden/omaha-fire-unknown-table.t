# The shipped German Fire Table is unknown (?) for WN fire: exit 69 naming the
# cell.
cmd: resolve tests/examples/data/omaha-fire-ex05.csv fire sector=east --card '1:fire=red,violet,blue;target=1;art=-'
status: 69
--- stdout
--- stderr
umpire: tables/omaha/fire.csv:21:5: table omaha/fire, row sustained,wn, column result is unknown ('?') (§6.3): the rulebook does not give this value. Fill it in: edit tables/omaha/fire.csv, or pass --tables DIR with your own copy of fire.csv.
