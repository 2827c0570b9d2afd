# Ambush (B-5, base game, not in seed; BGA Ambush.php): played by the defender when
# a close assault is declared, before the attacker rolls; the defender's unit
# battles first (3 dice at range 1: infantry, star, star, 1 hit), and as the
# attacker was neither eliminated nor forced back it battles normally (3 dice:
# grenade, star, star). The Ambush goes from the Axis hand to its play pile, and at
# the end of the turn its owner draws first. Issue 12: Ambush was refused as "no
# such card". Refused: without Ambush in hand; played as a turn's card. An ambush
# flag forces the attacker back (face 6, att_retreat=0606): no assault.
cmd: resolve tests/golden/data/m44-ambush.csv assault from=0605 to=0604 ambush=yes --card "Probe Centre" --dice 1,5,5,4,5,5 -o $TMP/s.csv
status: 0
sh: grep -q "^card,c03,Ambush,1,play.axis$" $TMP/s.csv && grep -q "^unit,gb-inf-1,allies,GB,infantry,0605,3," $TMP/s.csv && grep -q "^unit,de-inf-1,axis,DE,infantry,0604,3," $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv end --dice 1,2 2>&1 >/dev/null | grep -q "who played an Ambush, draw first: c05 (Move Out!)"
sh: out=$(sed 's/^card,c03,Ambush,1,hand.axis$/card,c03,Ambush,1,draw/' $ROOT/tests/golden/data/m44-ambush.csv | "$UMPIRE" resolve - assault from=0605 to=0604 ambush=yes --dice 1,5,5,4,5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the axis hand holds no Ambush"
sh: out=$(sed 's/^set,active,allies$/set,active,axis/' $ROOT/tests/golden/data/m44-ambush.csv | "$UMPIRE" resolve - play --card Ambush 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "Ambush is played in the opponent's turn"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-ambush.csv assault from=0605 to=0604 ambush=yes att_retreat=0606 --dice 6,5,5 2>&1 >/dev/null | grep -q "gb-inf-1 is forced back: its assault does not take place"
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-ambush.csv assault from=0605 to=0604 ambush=yes --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); assert sum(F.Fraction(x['p']) for x in r)==1; assert sum(F.Fraction(x['p']) for x in r if x['att_retreat']!='0')==1-F.Fraction(5,6)**3"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 is ordered by Probe Centre (the centre section) (B-5, B-6).
gb-inf-1 (infantry, 4 figures) in 0605 close-assaults de-inf-1 (infantry) in 0604 at range 1 (B-9).
infantry dice at range 1: 3 (units table).
The axis play Ambush: de-inf-1 battles gb-inf-1 first, 3 dice at range 1 (B-5 Ambush).
de-inf-1 rolls 3 battle dice against gb-inf-1: infantry, star, star (B-1).
gb-inf-1 loses 1 figure to 1 hit (B-2).
gb-inf-1 is neither eliminated nor forced back: it battles normally (B-5 Ambush).
gb-inf-1 rolls 3 battle dice against de-inf-1: grenade, star, star (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
The allies play Probe Centre from their hand (B-7).
