# §5.33 (the NOT IMPLEMENTED list): a move split over two orders keeps its road
# stretch. uk-tank pays 1 MP for the first hex of a class-3 road (1 MP per 4
# hexes) and is marked road=3:1; its next move of the turn along the same road
# goes on with that stretch: 1012, its second hex, costs 0 MP (1 MP in all, as
# one order would charge), and the marker becomes road=3:2. The turn order
# removes it.
cmd: resolve tests/golden/data/move-a.csv move unit=uk-tank path=1011 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,uk-tank,.*,1011,,.*,moved;mp=1;road=3:1,$' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv move unit=uk-tank path=1012 -o $TMP/b.csv && grep -q '^unit,uk-tank,.*,1012,,.*,moved;mp=1;road=3:2,$' $TMP/b.csv
sh: $UMPIRE resolve $TMP/b.csv turn -o $TMP/c.csv && ! grep -q 'road=' $TMP/c.csv
