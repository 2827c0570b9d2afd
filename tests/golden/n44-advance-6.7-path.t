# §6.7, seed L1470-1471: "occuper le ou les hex. libéré(s) par le défenseur": the
# defender retreats 1014>1114 (-/2R2E at 2/1), so it left 1013 and 1014 only; the
# advance enters 1013 first, then 1014. 1113, next to both ends of the retreat, was
# never the defender's: an advance into it is refused, and so is one that skips 1013.
cmd: resolve tests/golden/data/n44-advance-path.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 'def_retreat=1014>1114' --dice 5 --tables tests/examples/data/normandie44-tables -o $TMP/s.csv
status: 0
sh: grep -q "^set,combat.vacated,1013;1014$" $TMP/s.csv
sh: grep -q "^unit,de-352-916,german,de,infantry,352,1,3,3/2/1,3/2/1,6,2,1114," $TMP/s.csv
sh: $UMPIRE resolve $TMP/s.csv advance units=uk-50-231 path=1013,1113 --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>/dev/null; test $? -eq 1 && test ! -e $TMP/x.csv
sh: $UMPIRE resolve $TMP/s.csv advance units=uk-50-231 path=1014 --tables tests/examples/data/normandie44-tables -o $TMP/x.csv 2>/dev/null; test $? -eq 1 && test ! -e $TMP/x.csv
sh: $UMPIRE resolve $TMP/s.csv advance units=uk-50-231 path=1013,1014 --tables tests/examples/data/normandie44-tables -o $TMP/t.csv && grep -q "^unit,uk-50-231,allied,ukcan,infantry,50,2,2,4/2,4/2,6,2,1014," $TMP/t.csv
--- stdout
HQ uk-xxx-corps is activated in Combat mode and flipped to "Finie" (§1.1.3).
HQ uk-xxx-corps spends the Offensive marker off-1 (§1.1.3).
Attack 8 against defence 3: 8 vs 3 = 2.67, column 2/1, rounded down for the defender (§6.3).
The defender's terrain, clear, gives no shift (TET) (§2.2).
Final column 2/1 (§6.3).
The Allied player rolls 1d6 = 5: 5 on column 2/1: -/2R2E (combat table) (§6.3).
The defender's unit de-352-916 loses 2 steps: flipped to a weaker face (§6.10).
de-352-916 retreats to 1014>1114 (§6.6).
Exploitation: HQ uk-xxx-corps is flipped back to "Disponible" for an extra activation of up to 2 Réserve stacks (§6.8).
--- stderr
