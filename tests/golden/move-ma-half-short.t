# move (§27.22, §5.11): with 5 MP the same platoon cannot add 3031 (1 MP) and
# the city hex 3030 (level 2, 2 MP).
cmd: resolve tests/golden/data/move-c.csv move unit=uk-tank-h path=3130,3131,3231,3132,3031,3030 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-tank-h cannot enter 3030: 2 MP (mechanised, level 2) with 5 spent of 5 (§5.11)
