# The snipers' example card (digest 3.5): the 16th HQ's command radius is one hex this turn (18).
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/snipers' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,snipers,18' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: snipers (§4 II).
Snipers target runners: the 16th HQ's command radius is one hex this turn (set,snipers,18) (§11.2).
--- stderr
