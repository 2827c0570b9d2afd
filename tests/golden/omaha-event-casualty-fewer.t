# §13.12: five may leave the 29th Division's box, which holds two: it is emptied.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/casualty-29-5' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,casualties.29,0' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: casualty-29-5 (§4 II).
2 infantry units leave the 29th Division's casualty box: 0 left (the box held fewer) (§13.12).
--- stderr
