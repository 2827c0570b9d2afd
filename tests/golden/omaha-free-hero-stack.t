# §11.12: the hero's free action is its own unit's, not its hex's: the stack H1, X1 cannot take it (X1 has no hero).
cmd: resolve tests/examples/data/omaha-free.csv move unit=H1,X1 to=1613 free=hero --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=hero: X1 carries no hero marker (§11.12: the free action is its own unit's only, not its hex's)
