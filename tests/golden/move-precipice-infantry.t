# move (§5.5): only rangers and commandos cross a precipice.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1 path=0910 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: only US Ranger and British Commando companies cross a precipice; uk-inf-1 between 1010 and 0910 (§5.5)
