# move (§5.51): climbing a precipice into a hex in enemy ZOC is forbidden.
cmd: resolve tests/golden/data/move-a.csv move unit=cdo-2 path=0918 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: cdo-2 may not climb the precipice into 0918, in an enemy ZOC (§5.51)
