# victory (§28.41) with 20 hex rows town=Salerno, the Axis unit de-z next to the
# 20th (0118): only the first 16 were looked at, so its ZOC went unseen and the
# game judged on the towns; now more than 16 is bad data (65), nothing written.
cmd: resolve tests/bad/victory-20-salerno-hexes.csv victory -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tests/bad/victory-20-salerno-hexes.csv: more than 16 hex rows with town=Salerno (§28.41)
