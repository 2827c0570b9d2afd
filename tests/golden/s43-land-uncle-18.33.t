# land units= at Uncle Beach (§18.33): 2 units of the 46th arrived there this
# turn (uk-uncle-red), so uk46-a is the 3rd and last; uk-uncle-green's record
# of 9-night does not count. Its divisions column records 46=1 for this turn.
cmd: resolve tests/golden/data/s43-uncle.csv land units=uk46-a beach=uk-uncle-green -o $TMP/o.csv
status: 0
sh: grep -qx 'beach,uk-uncle-green,UK,2739,uk_other,2739,full,,10-morning:3,yes,10-morning:46=1;56=0' $TMP/o.csv
sh: $UMPIRE resolve $TMP/o.csv land units=uk46-b beach=uk-uncle-red 2>&1 >/dev/null | grep -qF 'at most 3 units of the 46th division arrive at Uncle Beach a turn; 3 have, and these are 1 (§18.33)'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Uncle Beach this turn: 3 of 3 units of the 46th, 0 of 5 of the 56th (§18.33).
Beach uk-uncle-green: 3 of its 27 platoons (9 companies) used this turn (§24.21, §18.34, §18.36).
uk46-a lands on beach uk-uncle-green in 2739, spending 5 MP of its movement (§24.2, §18.35).
--- stderr
