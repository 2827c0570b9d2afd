# move (§4.0, ruling precipice-zoc=from-high): the higher unit's ZOC reaches
# down across the precipice: the British company starts in it and may not move
# (§5.0).
cmd: resolve tests/golden/data/move-d.csv move unit=uk-low path=1011 --rule precipice-zoc=from-high -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: uk-low starts in an enemy ZOC in 1010: it may not move (it may withdraw, §4.3) (§5.0)
