# DT-12 (§5.34): a delayed unit arriving on turn 10 keeps its assigned box: DR1
# is refused.
cmd: resolve tests/examples/data/omaha-arrive-10.csv arrive place=P/3/116:DR1
status: 1
--- stdout
--- stderr
umpire: place=P/3/116:DR1: the unit's code 'DW1' does not allow box DR1 (§5.3, §5.34: delayed to turn 10 or before, it keeps its box)
