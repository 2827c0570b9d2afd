# §5.33: only Ranger infantry are placed in a Charlie box.
cmd: resolve tests/examples/data/omaha-arrive-3.csv arrive place=E/2/16:ER1,116HQ:CH1
status: 1
--- stdout
--- stderr
umpire: place=116HQ:CH1: only Ranger infantry may be placed in a Charlie box (§5.33)
