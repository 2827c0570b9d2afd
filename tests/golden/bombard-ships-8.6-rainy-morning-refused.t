# §8.6: a rainy morning cancels the afternoon's roll too, even when the afternoon
# is clear ("à cause de l'incertitude sur le temps"); with no rainy morning the
# afternoon's attack is made (a 12 hits: two ships, §8.3, §8.4).
cmd: resolve tests/examples/data/ships-afternoon.csv bombard kind=ships at=2540 --dice 6,6 hit=us-dd,uk-cl
status: 0
sh: grep -q '^ship,us-dd,US,DD,off,' "$TMP/.out"
sh: grep -q '^ship,uk-cl,UK,CL,off,' "$TMP/.out"
sh: grep -v '^set,weather_morning,' tests/examples/data/ships-afternoon.csv | sed 's/^set,turn,10-afternoon$/set,turn,10-afternoon\nset,weather_morning,rain/' >$TMP/r.csv
sh: grep -q '^set,weather_morning,rain$' $TMP/r.csv
sh: ! $UMPIRE resolve $TMP/r.csv bombard kind=ships at=2540 --dice 6,6 -o $TMP/x.csv 2>$TMP/err
sh: grep -qxF 'umpire: bombard: the morning was rainy: no roll this afternoon (§8.6)' $TMP/err
sh: test ! -e $TMP/x.csv
