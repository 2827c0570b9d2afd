# French transcript of T-22-II-AirSup-air-attack.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-air.csv bombard by=air to=0604,0704,0605 --card "Air Power" --dice 5,1,3,4,6,2 --lang fr
status: 0
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-air.csv bombard by=air to=0604,0704,0605 --card "Air Power" | grep -q "(de-inf-1: 2 dice; de-inf-2: 2 dice; de-arm-1: 2 dice)"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-air.csv bombard by=air to=0604,0704,0605 --card "Air Power" --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); assert sum(F.Fraction(x['p']) for x in r)==1; assert sum(F.Fraction(x['p']) for x in r if x['lost']=='0;0;0' and x['flags']=='0;0;0') == F.Fraction(1,36*36*9)"
sh: sed "s/^set,active,allies/set,active,axis/" $ROOT/tests/examples/data/m44-air.csv > $TMP/x.csv && "$UMPIRE" odds $TMP/x.csv bombard by=air to=0610,0710,0611,0711 --card "Air Power" | grep -q "(us-inf-1: 1 die; us-inf-2: 1 die; us-inf-3: 1 die; us-inf-4: 1 die)"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-air.csv bombard by=air to=0604,0704 --dice 5,5,5,5 --card "Air Power" -o $TMP/s.csv && grep -q "^set,axis_reinf_blocked,yes" $TMP/s.csv && sed "s/^set,active,allies/set,active,axis/" $TMP/s.csv > $TMP/t.csv && "$UMPIRE" resolve $TMP/t.csv reinforce hand=3 2>&1 | grep -q "the Axis makes no reinforcement roll this turn"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-air.csv bombard by=air to=0604,0605,0610 --card "Air Power" 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "not an enemy unit"
--- stdout
umpire-state,1,memoir44
# Air attacks with Allied air superiority (digest T-22).
set,active,allies
set,air_superiority,allies
set,axis_reinf_blocked,yes
set,card.allies,Air Power
set,draws,0
set,seed,air
set,used.allies,air
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-arm-1,axis,DE,armor,0504,3,,,,,,
unit,de-inf-1,axis,DE,infantry,0604,2,,,,,,
unit,de-inf-2,axis,DE,infantry,0704,3,,,,,,
unit,us-inf-1,allies,US,infantry,0610,4,,,,,,
unit,us-inf-2,allies,US,infantry,0710,4,,,,,,
unit,us-inf-3,allies,US,infantry,0611,4,,,,,,
unit,us-inf-4,allies,US,infantry,0711,4,,,,,,
--- stderr
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Attaque aérienne sur 3 hexes : 2 dés par hex (le joueur allié a la supériorité aérienne) ; symbole, grenade et étoile infligent une perte, terrain ignoré, les drapeaux ne peuvent être ignorés (B-5) (§II-AirSup L300).
Attaque aérienne alliée lance 2 dés de combat contre de-inf-1 : étoile, infanterie (B-1).
Attaque aérienne alliée lance 2 dés de combat contre de-inf-2 : blindé, grenade (B-1).
Attaque aérienne alliée lance 2 dés de combat contre de-arm-1 : drapeau, infanterie (B-1).
de-inf-1 perd 2 figurines sur 2 coups au but (B-2).
de-inf-2 perd 1 figurine sur 1 coup au but (B-2).
de-arm-1 bat en retraite de 1 hex, de 0605 à 0504 (B-11).
Les Alliés ont joué une attaque aérienne : l'Axe ne fait pas de jet de renforts au tour suivant (§II-AirSup L306).
Le joueur allié joue Air Power (B-7).
