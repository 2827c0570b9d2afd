# §13.12: two infantry units leave the 1st Division's casualty box: 5 becomes 3.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/casualty-1-2' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,casualties.1,3' $TMP/s.csv
sh: grep -qx 'set,casualties.29,2' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: casualty-1-2 (§4 II).
2 infantry units leave the 1st Division's casualty box: 3 left (§13.12).
--- stderr
