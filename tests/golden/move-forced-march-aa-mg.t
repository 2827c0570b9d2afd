# move (§23.0, ruling forced-march-who=infantry): an AA machine-gun company on
# foot is not an infantry formation: no forced march.
cmd: resolve tests/golden/data/move-d.csv move unit=uk-aamg forced=yes path=1013 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: forced march is for infantry formations on foot only; uk-aamg is aa_mg (§23.0)
