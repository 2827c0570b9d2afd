# An edited ship attack table (§8.4) whose first row reads 2-99999999999999999999:
# the row was accepted, covering every total, and the result of a roll depended on
# which later row overwrote it; now the row is bad data at its line (65), nothing
# written. Overlapping rows and bad turn or hit cells are refused the same way.
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 --dice 3,4 --tables tests/bad/tables-ship-attack-bad-roll -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tests/bad/tables-ship-attack-bad-roll/salerno43/ship-attack.csv:5:1: '2-99999999999999999999' is not a 2d6 total or range from 2 to 12 (§8.4)
