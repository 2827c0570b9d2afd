# §11.15: an Inspired unit is no hero's: free=hero is refused.
cmd: resolve tests/examples/data/omaha-free.csv move unit=I1 to=1615 free=hero --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=hero: I1 carries no hero marker (an Inspired one: free=inspired) (§11.12: the free action is its own unit's only, not its hex's)
