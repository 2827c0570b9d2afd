# move (§5.11): a unit may go on later in the phase with the MP it has left: 1
# MP to 1011, then 1 + 2 + 2 = 5 more make 6; a further hex is refused (none left).
cmd: resolve tests/golden/data/move-a.csv move unit=uk-inf-1 path=1011 -o $TMP/out.csv
status: 0
sh: $UMPIRE resolve $TMP/out.csv move unit=uk-inf-1 path=1012,1013,1014 -o $TMP/out2.csv
sh: grep -q "^unit,uk-inf-1,.*,1014,,1,.*,moved;mp=6,$" $TMP/out2.csv
sh: ! $UMPIRE resolve $TMP/out2.csv move unit=uk-inf-1 path=1015 -o $TMP/out3.csv
sh: ! test -e $TMP/out3.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-inf-1: movement allowance 6, on foot (§2.12).
1011: +1 MP (on foot along a class-3 road), 1 of 6 MP spent (§5.35).
Moved to 1011: 1 hex entered (§5.1).
--- stderr
