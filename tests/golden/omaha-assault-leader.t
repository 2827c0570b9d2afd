# §8.14: HQs never attack.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,16HQ --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: 16HQ: HQs and Generals never attack (§8.14)
