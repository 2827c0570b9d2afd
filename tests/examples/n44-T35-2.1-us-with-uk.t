# T35 (§2.1): US and Anglo-Canadian units in one hex: illegal.
cmd: resolve tests/examples/data/n44-t35.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
--- stdout
--- stderr
umpire: 0914 is over-stacked at the end of the movement phase (4 PE, 0 units of 0 PE, 0 HQs, 0 Offensive markers, US with Anglo-Canadian): 5 PE, one 0-PE unit, one HQ and two markers at most, never US with Anglo-Canadian units (§2.1)
