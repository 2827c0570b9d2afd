# §17.22: a 36th Division company takes only M4 platoons: with the M5 it is
# refused; with the M4 alone it fights (next test).
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4212 to=4112 --dice 1,6,6,6
status: 1
--- stderr
umpire: assault: 36th Division companies accept only M4 platoons (§17.22)
