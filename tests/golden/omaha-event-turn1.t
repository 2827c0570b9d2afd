# §4 II: no event phase on turn 1: refused, nothing written.
cmd: resolve tests/examples/data/omaha-ex09-turn1.csv event --card 'event=1-20/naval,21-31/none' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: event: there is no event phase on turn 1 (§4 II)
