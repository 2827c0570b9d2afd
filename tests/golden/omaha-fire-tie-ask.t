# §6.31: two equal units, one hit: the player chooses; the order refuses until
# prefer= or ties=id.
cmd: resolve tests/examples/data/omaha-fire-tie.csv fire sector=east --tables tests/examples/data/omaha-tables --card '1:fire=red,violet,blue;target=1;art=-'
status: 1
--- stdout
--- stderr
umpire: A7's fire (§6.31): you choose between x1 and x2 (same fire level, distance and steps): name your choice first in prefer=, or ties=id
