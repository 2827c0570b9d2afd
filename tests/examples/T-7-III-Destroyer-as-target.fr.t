# French transcript of T-7-III-Destroyer-as-target.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-destroyer.csv fire from=0608 to=0610 --dice 4,1,6 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,us-dd-1,allies,US,destroyer,0610,1,1," $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv fire from=0807 to=0610 --dice 4,4 -o $TMP/t.csv | grep -q "us-dd-1 in 0610 is eliminated: 1 medal to the axis" && grep -q "^set,medals.axis,1" $TMP/t.csv
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-destroyer.csv fire from=0608 to=0610 --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); p=sum(F.Fraction(x[\"p\"]) for x in r if x[\"lost\"]==\"0\"); assert p == F.Fraction(125,216), p"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
de-art-1 (artillery, 2 figurines) en 0608 tire sur us-dd-1 (destroyer) en 0610 à la portée 2 (B-9, §6.2).
artillery dés à la portée 2 : 3 (table des unités).
de-art-1 lance 3 dés de combat contre us-dd-1 : grenade, infanterie, drapeau (B-1).
us-dd-1 ignore 1 drapeau (§III-Destroyer L370; ruling destroyer-first-flag).
us-dd-1 subit 1 coup au but (grenades seulement) : 1 étoile de bataille (§III-Destroyer L368).
--- stderr
