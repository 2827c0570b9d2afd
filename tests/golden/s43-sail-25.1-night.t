# §25.1: "Ils ne peuvent changer d'hex que lors de la phase de mouvement des
# navires alliés des tours de nuit" (§3.3 A c): at night the destroyer sails
# from 2140 to 2232 (4 hexes from the coast: a DD keeps more than 3, §25.121).
# A sea hex whose row gives no coast distance takes the ship, the limits not
# checked and the log saying so. In a state recording its phase the order
# belongs to the ships phase (refused in the beaches phase). Nothing to chance.
cmd: resolve tests/golden/data/s43-sail.csv sail ships=us-dd-1 to=2232 -o $TMP/a.csv
status: 0
sh: grep -qx 'ship,us-dd-1,US,DD,2232,,,full,,,' $TMP/a.csv && grep -qx 'ship,uk-cl-1,UK,CL,2140,,,full,,,' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-sail.csv sail ships=uk-cl-1,us-cl-savannah to=2332 -o $TMP/b.csv | grep -qxF 'The coast limits are the map'"'"'s: the `sea` row of 2332 gives no coast distance, so they are not checked (§25.121-§25.123).' && grep -qx 'ship,uk-cl-1,UK,CL,2332,,,full,,,' $TMP/b.csv && grep -qx 'ship,us-cl-savannah,US,CL,2332,11,,full,,,' $TMP/b.csv
sh: sed 's/^set,turn,12-night$/&\nset,phase,ships/' tests/golden/data/s43-sail.csv >$TMP/p.csv && $UMPIRE resolve $TMP/p.csv sail ships=us-dd-1 to=2232 >/dev/null
sh: sed 's/^set,turn,12-night$/&\nset,phase,beaches/' tests/golden/data/s43-sail.csv >$TMP/q.csv && ! $UMPIRE resolve $TMP/q.csv sail ships=us-dd-1 to=2232 -o $TMP/q2.csv 2>/dev/null && test ! -e $TMP/q2.csv
sh: $UMPIRE odds tests/golden/data/s43-sail.csv sail ships=us-dd-1 to=2232 2>&1 | grep -q 'leaves nothing to chance'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-dd-1 sails from 2140 to 2232 (§25.1).
--- stderr
