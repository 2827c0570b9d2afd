# BUG: a unit in a river hex without its bank: exit 65 is right, but the message names
# neither the file, line nor column (DESIGN.md: 65 names file:line:column) and prints the
# hex as 002129. Today: 'umpire: unit 2cdo-a is in the river hex 002129 but its bank (A or
# B) is not given'. Expected: placed at the bank field of line 5 (column 10), hex 2129.
cmd: resolve tests/golden/data/river-no-bank.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/river-no-bank.csv:5:9: unit 2cdo-a is in the river hex 2129 but its bank (A or B) is not given
