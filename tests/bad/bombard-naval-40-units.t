# 40 platoons in the target hex of a ship's fire (ruling naval-cap=all: every
# unit of the hex): before the fix only the top 16 were affected, silently; now
# bad data (65), nothing written.
cmd: resolve tests/bad/bombard-naval-40-units.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 3,4,5 -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard: more than 32 units in 2530: above the stacking limit of 8 companies (§6.1)
