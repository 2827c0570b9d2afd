# §25.1, §25.11, §25.122, §25.23: refused, nothing written: a light cruiser
# 4 hexes from the coast ("ne peuvent pas s'approcher à 6 hexes ou moins");
# the Gulf of Naples; a monitor away for ammunition (it comes back by the
# turn order); and any sailing in a day turn.
cmd: resolve tests/golden/data/s43-sail.csv sail ships=us-dd-1,uk-cl-1 to=2232 -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-sail.csv sail ships=us-dd-1 to=0920 2>&1 | grep -qxF 'umpire: sail: warships may not be placed in the Gulf of Naples (0920) (§25.11)'
sh: $UMPIRE resolve tests/golden/data/s43-sail.csv sail ships=uk-m-1 to=2140 2>&1 | grep -qxF "umpire: sail: uk-m-1 is away (hex off): it comes back with 'turn ships=uk-m-1@HEX' (§25.23, §18.37)"
sh: sed 's/^set,turn,12-night$/set,turn,13-morning/' tests/golden/data/s43-sail.csv >$TMP/d.csv && $UMPIRE resolve $TMP/d.csv sail ships=us-dd-1 to=2232 2>&1 | grep -qxF 'umpire: sail: ships change hex only in the Allied ship movement phase of a night turn; 13-morning is a day turn (§25.1, §3.3 A c)'
sh: $UMPIRE resolve $TMP/d.csv sail ships=us-dd-1 to=2232 --rule sequence=off | grep -q '^ship,us-dd-1,US,DD,2232,'
--- stdout
--- stderr
umpire: sail: uk-cl-1, class CL, may not come within 6 hexes of a coast hex; 2232 is 4 from it (§25.122)
