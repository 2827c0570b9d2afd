# 44 ships in the sea hex of an Axis air attack (§8): the ships past the 32nd were
# left out of the choice of the ship hit without a word; now bad data (65),
# nothing written.
cmd: resolve tests/bad/bombard-ships-40-in-hex.csv bombard kind=ships at=2540 --dice 1,2 -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard: more than 32 ships in 2540
