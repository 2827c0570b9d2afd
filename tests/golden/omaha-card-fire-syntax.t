# --card fire= colours are COLOUR[2][*][+armor][/L]: a landing order reads no fire
# part but the syntax is checked.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card '3:landing=B,A,D;fire=red,Blue,green'
status: 64
--- stdout
--- stderr
umpire: --card '3:landing=B,A,D;fire=red,Blue,green': a fire colour is COLOUR[2][*][+armor][/L], e.g. red, blue2*, green+armor/A (§6.1) (umpire-omaha(7), CARDS)
