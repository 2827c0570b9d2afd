# §22.1: the pre-landing bombardment draws its two cards from the pile; setup takes no --card: usage error (64).
cmd: resolve tests/golden/data/omaha/v22.1-setup.csv setup scenario=standard --card 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: --card: the order 'setup' draws no card
