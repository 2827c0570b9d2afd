# §8.0: once a day, morning OR afternoon: after the morning's attack, the
# afternoon's is refused.
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 --dice 3,4
status: 0
sh: sed 's/^set,turn,10-morning$/set,turn,10-afternoon/' "$TMP/.out" >$TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv bombard kind=ships at=2540 --dice 6,6 2>$TMP/err
sh: grep -qF 'the Axis has already attacked the ships today (the 10): once a day, morning or afternoon (§8.0)' $TMP/err
