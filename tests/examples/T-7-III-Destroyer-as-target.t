# T-7 (§III-Destroyer L368-L370): German artillery at range 2 (3 dice) rolls grenade,
# infantry, flag (faces 4, 1, 6) on an Allied destroyer: only the grenade hits, 1
# battle star; the flag is the first flag of the attack and is ignored (ruling
# destroyer-first-flag=per-attack). A second artillery at range 3 (2 dice) rolls
# two grenades: 3 stars, the destroyer sinks and the Axis gains 1 medal.
cmd: resolve tests/examples/data/m44-destroyer.csv fire from=0608 to=0610 --dice 4,1,6 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,us-dd-1,allies,US,destroyer,0610,1,1," $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv fire from=0807 to=0610 --dice 4,4 -o $TMP/t.csv | grep -q "us-dd-1 in 0610 is eliminated: 1 medal to the axis" && grep -q "^set,medals.axis,1" $TMP/t.csv
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-destroyer.csv fire from=0608 to=0610 --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); p=sum(F.Fraction(x[\"p\"]) for x in r if x[\"lost\"]==\"0\"); assert p == F.Fraction(125,216), p"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-art-1 (artillery, 2 figures) in 0608 fires at us-dd-1 (destroyer) in 0610 at range 2 (B-9, §6.2).
artillery dice at range 2: 3 (units table).
de-art-1 rolls 3 battle dice against us-dd-1: grenade, infantry, flag (B-1).
us-dd-1 ignores 1 flag (§III-Destroyer L370; ruling destroyer-first-flag).
us-dd-1 takes 1 hit (grenades only): 1 battle star (§III-Destroyer L368).
--- stderr
