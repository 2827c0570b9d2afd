# T34 (§2.1): 6 PE in one hex at the end of movement: the phase may not end.
cmd: resolve tests/examples/data/n44-t34.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: 0914 is over-stacked at the end of the movement phase (6 PE, 0 units of 0 PE, 0 HQs, 0 Offensive markers): 5 PE, one 0-PE unit, one HQ and two markers at most, never US with Anglo-Canadian units (§2.1)
