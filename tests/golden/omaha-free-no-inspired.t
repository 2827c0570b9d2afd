# §11.15: H1 carries a hero, not an Inspired marker: free=inspired is refused.
cmd: resolve tests/examples/data/omaha-free.csv move unit=H1 to=1613 free=inspired --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=inspired: H1 carries no Inspired marker (§11.15)
