# §11.11: a Hero event for the 29th Division: the marker goes on the unit chosen.
cmd: resolve tests/examples/data/omaha-ev.csv event unit=A/1/116 --card 'event=1-16/none,17-31/hero-29' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,A/1/116,29,29,inf,3,3,2,1110,ER1,0,,,0,1,hero' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: hero-29 (§4 II).
A hero marker is placed on A/1/116 (29th Division) (§11.11).
--- stderr
