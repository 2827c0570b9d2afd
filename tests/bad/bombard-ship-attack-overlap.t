# An edited ship attack table (§8.4) with the no-effect row widened to 4-9: the
# total 4 is in two rows, and the later one silently won (a morning 4 missed);
# now the repeated total is bad data at its line (65), nothing written.
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 --dice 1,3 --tables tests/bad/tables-ship-attack-overlap -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tests/bad/tables-ship-attack-overlap/salerno43/ship-attack.csv:7:1: '4-9' repeats the total 4 of an earlier row (§8.4)
