# §4 II: an event text umpire does not know stops with 69.
cmd: resolve tests/examples/data/omaha-ev.csv event --card 'event=1-16/none,17-31/parachutists' -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: card 0 (0: typed without a number), event_b: the event 'parachutists' is not one umpire knows (§4 II; codes: umpire-omaha(7), event)
