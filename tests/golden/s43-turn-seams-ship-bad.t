# turn ships=: not ID@HEX (exit 64), and a sea hex that is no sea row (refused).
cmd: resolve tests/golden/data/s43-turn-seams.csv turn ships=us-dd-1
status: 64
sh: $UMPIRE resolve tests/golden/data/s43-turn-seams.csv turn ships=us-dd-1@2430 2>$TMP/err; test $? = 1 || exit 1; grep -qF 'turn: ships=us-dd-1@2430: 2430 is not a sea hex' $TMP/err
--- stdout
--- stderr
umpire: turn: ships=: 'us-dd-1' is not ID@HEX
