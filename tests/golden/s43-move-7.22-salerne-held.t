# §7.22 (the NOT IMPLEMENTED list; ruling salerne-move): an Allied unit in a
# Salerno beach hex "agit comme un marqueur plage de débarquement Small" if
# "l'unité ne fait pas mouvement de tout ce tour". uk-inf takes its "Salerne"
# marker in 2530; its move to 2630 that turn is refused (supply was traced from
# it), nothing written; under salerne-move=voids it moves and the marker goes.
# The turn order removes the markers (placed again at the start of a segment).
cmd: resolve tests/golden/data/s43-salerno.csv land salerno=uk-inf -o $TMP/a.csv
status: 0
sh: ! $UMPIRE resolve $TMP/a.csv move unit=uk-inf path=2630 -o $TMP/b.csv 2>$TMP/e && test ! -e $TMP/b.csv && grep -qxF 'umpire: move: uk-inf stands under the "Salerne" marker in 2530: it acts as a beach marker only if it does not move all turn, and supply was traced from it (§7.22; ruling salerne-move)' $TMP/e
sh: $UMPIRE resolve $TMP/a.csv move unit=uk-inf path=2630 --rule salerne-move=voids -o $TMP/c.csv && ! grep -q '^marker,salerne-2530' $TMP/c.csv && grep -q '^unit,uk-inf,.*,2630,' $TMP/c.csv
sh: $UMPIRE resolve $TMP/a.csv turn -o $TMP/d.csv >$TMP/log && ! grep -q '^marker,salerne' $TMP/d.csv && grep -qF '1 "Salerne" marker removed (2530)' $TMP/log
