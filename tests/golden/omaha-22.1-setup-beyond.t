# §22.1 with Beyond the Beach (§21.1, turn 17): the variant's start on turn 4 does not meet it;
# the text does not say how: refused, nothing written.
cmd: resolve tests/golden/data/omaha/v22.1-setup-beyond.csv setup scenario=beyond --seed 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: setup: variant 22.1 starts the game on turn 4; Beyond the Beach starts on turn 17, and the text does not say how the two meet (§22.1, §21.1)
