# Medics & Mechanics (B-5; cards table). Standard: 1 unit that lost figures, 1 die
# per command card in hand, this one included (7): its symbol or a star returns a
# figure, never above its full strength (the infantry has 2 to recover: P(none) =
# (1/2)^7 = 1/128); it is ordered if it recovers one. Breakthrough: 4 dice, each
# symbol to a unit of that symbol, each star to any (heal= gives the order): the
# infantry gets 1 + 1 (star), the armor 1. Refused: a unit that lost no figure,
# the card not in hand.
cmd: odds tests/golden/data/m44-cards-std.csv play --card "Medics & Mechanics" unit=gb-inf-3
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards-std.csv play --card "Medics & Mechanics" unit=gb-inf-3 --dice 1,5,6,6,6,6,6 -o $TMP/s.csv >/dev/null && grep -q "^unit,gb-inf-3,allies,GB,infantry,0709,4,,,,,,,card$" $TMP/s.csv
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards.csv play --card "Medics & Mechanics" heal=gb-inf-3,gb-arm-1 --dice 1,3,5,6 -o $TMP/b.csv >/dev/null && grep -q "^unit,gb-inf-3,allies,GB,infantry,0709,4,,,,,,,card$" $TMP/b.csv && grep -q "^unit,gb-arm-1,allies,GB,armor,1008,3,,,,,,,card$" $TMP/b.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-cards-std.csv play --card "Medics & Mechanics" unit=gb-inf-1 --dice 1,1,1,1,1,1,1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "gb-inf-1 has lost no figure"
sh: out=$(sed 's/,Medics & Mechanics,1,hand.allies$/,Medics \& Mechanics,1,draw/' $ROOT/tests/golden/data/m44-cards-std.csv | "$UMPIRE" resolve - play --card "Medics & Mechanics" unit=gb-inf-3 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "holds no Medics & Mechanics"
--- stdout
odds of: play unit=gb-inf-3
(Medics & Mechanics: 7 dice for gb-inf-3)

p      percent                        back
1/128   0.781%  .                     0   
7/128   5.469%  #                     1   
15/16  93.750%  ###################   2   

expected figures back: 247/128 = 1.9297
(3 outcomes, 2772 runs of the rules)
--- stderr
