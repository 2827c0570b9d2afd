# tests/bad/assault-33-units.csv (see README.md): 33 units in one combat, more than umpire's combat state holds (32): a usage error saying it is umpire's limit, not a refusal citing no rule (the reshaping review). Exit 64, nothing written.
cmd: resolve tests/bad/assault-33-units.csv assault from=4111 to=4211 --dice 1,1,1,1 -o $TMP/o.csv
status: 64
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: assault: more than 32 units in one combat (the stacks of from= and to=, and the supporters): umpire resolves at most 32, a limit of umpire, not a rule of the game
