# §5.3: 116 HQ arrives with the division code 29 (and E/2/16 with the beach
# code ER): their boxes must be named with place=.
cmd: resolve tests/examples/data/omaha-arrive-3.csv arrive
status: 1
--- stdout
--- stderr
umpire: 116HQ arrives with code '29': name its box with place=116HQ:BOX (§5.3)
