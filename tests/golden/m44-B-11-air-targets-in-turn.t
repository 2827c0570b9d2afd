# An air attack's targets are resolved in turn (B-11, B-5 Air Power), so the room a
# target has to retreat is counted after the targets before it moved. de-inf-2 in
# 0605 can only retreat into 0604, de-inf-1's hex; de-inf-1, hit and flagged first,
# retreats to 0603, and de-inf-2, flagged, then retreats into 0604 instead of losing
# a figure. The odds agree: whenever de-inf-1 retreats, a flag on de-inf-2 is a
# retreat, not a loss. (BUGS of the earlier page: the odds counted every target's
# room before any moved, the resolution moved them in turn with that count.)
cmd: resolve tests/golden/data/m44-air-column.csv bombard by=air to=0604,0605 retreat=0603 --card "Air Power" --dice 6,2,6,2 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-inf-2,axis,DE,infantry,0604,3," $TMP/s.csv && grep -q "^unit,de-inf-1,axis,DE,infantry,0603,3," $TMP/s.csv
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-air-column.csv bombard by=air to=0604,0605 --card "Air Power" --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); assert sum(F.Fraction(x['p']) for x in r)==1; bad=[x for x in r if x['retreat'].split(';')[0]!='0' and x['flags'].split(';')[1]!='0' and x['retreat'].split(';')[1]=='0']; assert not bad, bad; assert any(x['flags']=='0;1' and x['lost'].split(';')[1]!='0' for x in r)"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Air attack on 2 hexes: 2 dice per hex (the allies have air superiority); symbol, grenade and star hit, terrain ignored, flags may not be ignored (B-5) (§II-AirSup L300).
Allied air attack rolls 2 battle dice against de-inf-1: flag, infantry (B-1).
Allied air attack rolls 2 battle dice against de-inf-2: flag, infantry (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
de-inf-1 retreats 1 hex from 0604 to 0603 (B-11).
de-inf-2 loses 1 figure to 1 hit (B-2).
de-inf-2 retreats 1 hex from 0605 to 0604 (B-11).
The Allies played an air attack: the Axis makes no reinforcement roll next turn (§II-AirSup L306).
The allies play Air Power (B-7).
--- stderr
