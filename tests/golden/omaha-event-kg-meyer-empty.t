# §9.5: no unit left in the Kampfgruppe Meyer box (all 8 active): the event is ignored.
cmd: resolve tests/examples/data/omaha-ev.csv event --card 'event=1-16/none,17-31/kg-meyer' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'german,d1,box-division,,reinf,352,0,0,,,' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: kg-meyer (§4 II).
Kampfgruppe Meyer: no unit is left in its box (all 8 active): the event is ignored (§9.5).
--- stderr
