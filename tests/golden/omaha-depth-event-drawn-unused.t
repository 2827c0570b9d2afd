# drawn= names two counters, the event draws one: usage error, nothing written.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/depth' drawn=mw1,mw2 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: drawn=: 'mw2' was not drawn (the order drew 1 counter)
