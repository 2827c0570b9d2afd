# move reads the assault's after-effects of support from afar (§27.23, §27.24),
# as move-ma-half.t does §27.22: uk-tank-h (MA 10) marked ma_two_thirds has
# spent 7 (two thirds, rounded up) and has 3 left, so 3132, the 4th hex, is
# refused; marked no_move it may not move at all.
cmd: check tests/golden/data/move-c.csv
status: 0
sh: sed 's/^\(unit,uk-tank-h,.*\)ma_half/\1ma_two_thirds/' tests/golden/data/move-c.csv >$TMP/c2.csv && $UMPIRE resolve $TMP/c2.csv move unit=uk-tank-h path=3130,3131,3231,3132 >$TMP/out 2>&1; test $? = 1 && grep -qF 'umpire: move: uk-tank-h cannot enter 3132: 1 MP (mechanised, level 1) with 3 spent of 3 (§5.11)' $TMP/out
sh: sed 's/^\(unit,uk-tank-h,.*\)ma_half/\1no_move/' tests/golden/data/move-c.csv >$TMP/c3.csv && $UMPIRE resolve $TMP/c3.csv move unit=uk-tank-h path=3130 >$TMP/out 2>&1; test $? = 1 && grep -qF 'uk-tank-h gave direct support from afar in round 3 and has no MP left (§27.24)' $TMP/out
--- stdout
tests/golden/data/move-c.csv: valid salerno43 state
--- stderr
