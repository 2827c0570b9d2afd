# §18.33: 6 units of the 56th at Uncle Beach in one turn: refused (5 at most),
# nothing written; at a beach outside Uncle Beach (uk-sugar) no such limit,
# and at uk-uncle-red the first 5 land.
cmd: resolve tests/golden/data/s43-uncle.csv land units=uk56-a,uk56-b,uk56-c,uk56-d,uk56-e,uk56-f beach=uk-uncle-red -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
sh: $UMPIRE resolve tests/golden/data/s43-uncle.csv land units=uk56-a,uk56-b,uk56-c,uk56-d,uk56-e,uk56-f beach=uk-sugar -o $TMP/s.csv && grep -q '^unit,uk56-f,.*,2741,' $TMP/s.csv
sh: $UMPIRE resolve tests/golden/data/s43-uncle.csv land units=uk56-a,uk56-b,uk56-c,uk56-d,uk56-e beach=uk-uncle-red -o $TMP/r.csv && grep -q '10-morning:46=2;56=5$' $TMP/r.csv
--- stdout
--- stderr
umpire: land: at most 5 units of the 56th division arrive at Uncle Beach a turn; 0 have, and these are 6 (§18.33)
