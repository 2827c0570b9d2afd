# French transcript of T-3-II-Reinf-flags.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-reinf.csv reinforce hand=2 --dice 6,6 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^set,flag_moves.allies,2" $TMP/s.csv && grep -q "^set,reinforcements.allies,$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv move unit=gb-inf-1 path=0609 order=flag -o $TMP/m.csv && "$UMPIRE" resolve $TMP/m.csv assault from=0609 to=0607 2>&1 || true; "$UMPIRE" resolve $TMP/m.csv fire from=0609 to=0607 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "moved by a reinforcement flag"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=2 --dice 1,6 2>&1); test $? = 69 && printf '%s\n' "$out" | grep -q "row R1, column needs is unknown"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=3 --dice 1,1,6 --tables $ROOT/tests/examples/data/m44-chart | grep -q "^set,reinforcements.allies,R1"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=2 --tables $ROOT/tests/examples/data/m44-chart --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); p=lambda u: sum(F.Fraction(x[\"p\"]) for x in r if x[\"units\"]==u); assert p(\"R1\") == F.Fraction(1,9) and p(\"R4\") == F.Fraction(1,36)"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=3 --dice 1,1,2 --tables $ROOT/tests/examples/data/m44-chart | grep -q "^set,reinforcements.allies,R1$" && "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce hand=3 --dice 1,1,2 --tables $ROOT/tests/examples/data/m44-chart --rule reinf-multiple=reuse-dice | grep -q "^set,reinforcements.allies,R1;R3$"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Le joueur allié a 2 cartes de Commandement, celle qui vient d'être jouée comprise : 2 dés (§II-Reinf L181).
Le joueur allié lance 2 dés de renforts : drapeau, drapeau (§II-Reinf L181).
2 drapeaux : 2 unités supplémentaires peuvent se déplacer ce tour, dans n'importe quelle section, sans combattre (§II-Reinf L227, L235).
Pas d'unité de renfort (§II-Reinf L181-L227).
Pas de jet de débarquement : Jour J n'en a pas ; les renforts alliés débarquent par barge (ordre land) (§4.5).
--- stderr
