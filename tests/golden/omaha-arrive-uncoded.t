# §5.32: no unit is placed in a box without a code.
cmd: resolve tests/examples/data/omaha-arrive-3.csv arrive place=E/2/16:X3,116HQ:DW1
status: 1
--- stdout
--- stderr
umpire: place=E/2/16:X3: a box without a code is reached only by drift (§5.32)
