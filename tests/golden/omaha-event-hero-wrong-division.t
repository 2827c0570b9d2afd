# §11.11: K/3/16 is of the 1st Division, not the 29th: refused, nothing written.
cmd: resolve tests/examples/data/omaha-ev.csv event unit=K/3/16 --card 'event=1-16/none,17-31/hero-29' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: event: K/3/16 is not a unit of the 29th Division in play (§11.11)
