# T-22 (§II-AirSup L300, L306): the Allies, who have air superiority, play an air
# attack on 3 adjacent Axis hexes: 2 dice per hex, 6 in all. The Axis, without it,
# on 4 Allied units: 1 die per hex, 4 in all. After the Allied air attack the Axis
# makes no reinforcement roll on its next turn (set,axis_reinf_blocked,yes).
cmd: resolve tests/examples/data/m44-air.csv bombard by=air to=0604,0704,0605 --card "Air Power" --dice 5,1,3,4,6,2
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
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Air attack on 3 hexes: 2 dice per hex (the allies have air superiority); symbol, grenade and star hit, terrain ignored, flags may not be ignored (B-5) (§II-AirSup L300).
Allied air attack rolls 2 battle dice against de-inf-1: star, infantry (B-1).
Allied air attack rolls 2 battle dice against de-inf-2: armor, grenade (B-1).
Allied air attack rolls 2 battle dice against de-arm-1: flag, infantry (B-1).
de-inf-1 loses 2 figures to 2 hits (B-2).
de-inf-2 loses 1 figure to 1 hit (B-2).
de-arm-1 retreats 1 hex from 0605 to 0504 (B-11).
The Allies played an air attack: the Axis makes no reinforcement roll next turn (§II-AirSup L306).
The allies play Air Power (B-7).
