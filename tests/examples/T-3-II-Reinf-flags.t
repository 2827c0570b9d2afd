# T-3 (§II-Reinf L227, L235): a roll of flags only (hand 2: two flags, face 6) buys
# no unit; 2 extra units may move this turn, in any section, and may not battle. A
# roll with any other face needs the chart, whose dice column is lost (digest O-1):
# exit 69 naming the cell; with a filled chart (a hypothetical test chart here,
# --tables) two infantry symbols buy row R1; three buy R1 only, the dice being used
# once (ruling reinf-multiple), or R1 and R3 with reuse-dice.
cmd: resolve tests/examples/data/m44-reinf.csv reinforce hand=2 --dice 6,6 -o $TMP/s.csv
status: 0
sh: grep -q "^set,flag_moves.allies,2" $TMP/s.csv && grep -q "^set,reinforcements.allies,$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv move unit=gb-inf-1 path=0609 order=flag -o $TMP/m.csv && "$UMPIRE" resolve $TMP/m.csv assault from=0609 to=0607 2>&1 || true; "$UMPIRE" resolve $TMP/m.csv fire from=0609 to=0607 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "moved by a reinforcement flag"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=2 --dice 1,6 2>&1); test $? = 69 && printf '%s\n' "$out" | grep -q "row R1, column needs is unknown"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=3 --dice 1,1,6 --tables $ROOT/tests/examples/data/m44-chart | grep -q "^set,reinforcements.allies,R1"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=2 --tables $ROOT/tests/examples/data/m44-chart --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); p=lambda u: sum(F.Fraction(x[\"p\"]) for x in r if x[\"units\"]==u); assert p(\"R1\") == F.Fraction(1,9) and p(\"R4\") == F.Fraction(1,36)"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=3 --dice 1,1,2 --tables $ROOT/tests/examples/data/m44-chart | grep -q "^set,reinforcements.allies,R1$" && "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=3 --dice 1,1,2 --tables $ROOT/tests/examples/data/m44-chart --rule reinf-multiple=reuse-dice | grep -q "^set,reinforcements.allies,R1;R3$"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
The allies hold 2 command cards, the one just played included: 2 dice (§II-Reinf L181).
The allies roll 2 reinforcement dice: flag, flag (§II-Reinf L181).
2 flags: 2 extra units may move this turn, in any section, without battling (§II-Reinf L227, L235).
No reinforcement unit (§II-Reinf L181-L227).
No landing roll: D-Day Landings has none; Allied reinforcements come ashore by landing craft (order land) (§4.5).
--- stderr
