# §20.1 (seed lines 4155-4162): 14 units in a division's casualty box on turns 17-32 lose
# the game at once; the final check (§20.3) is refused, even with vp=N.
cmd: resolve tests/examples/data/omaha-vp-final-casualties.csv victory check=dday-32 vp=70 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: victory: the 29th Division has 14 units in its casualty box, its catastrophic level (14): the game is lost, no victory check (§20.1)
