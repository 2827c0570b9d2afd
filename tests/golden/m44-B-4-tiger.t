# The Tiger (Troupes 16; base game, not in seed; digest B-4, BGA Tiger.php and
# AttackUnitsTrait.php): a 1-figure armor unit; the dice that hit it (and the flags
# it cannot retreat for) are rolled again, and only grenades then hit. British
# armor at range 2 rolls 3 dice: each die kills with 1/3 x 1/6 (a hit, then a
# grenade), so the Tiger survives with (17/18)^3 = 4913/5832 and dies with
# 919/5832. With infantry, grenade, flag and a second roll of grenade it is
# eliminated; with a second roll of infantry it keeps its figure.
cmd: odds tests/golden/data/m44-b4-allies.csv fire from=0606 to=0604
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0606 to=0604 --dice 1,4,6,4 -o $TMP/k.csv >$TMP/k.log && grep -q "^unit,de-tiger,axis,DE,tiger,,0," $TMP/k.csv && grep -q "is rolled again, grenades only hit: grenade (B-4" $TMP/k.log
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0606 to=0604 --dice 1,4,6,1 retreat=0603 -o $TMP/s.csv 2>/dev/null && grep -q "^unit,de-tiger,axis,DE,tiger,0603,1," $TMP/s.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-b4-allies.csv fire from=0606 to=0604 --dice 1,4,6 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "dice"
--- stdout
odds of: fire from=0606 to=0604
(de-tiger: 3 dice)

p         percent                        hits  lost  flags  retreat  eliminated  token  att_lost
343/729   47.051%  #########             0     0     0      0        no          no     0       
49/162    30.247%  ######                0     0     1      1        no          no     0       
7/108      6.481%  #                     0     0     2      2        no          no     0       
1/216      0.463%  .                     0     0     3      3        no          no     0       
919/5832  15.758%  ###                   1     1     0      0        yes         no     0       

expected figures lost by the target(s): 919/5832 = 0.1576
(5 outcomes, 504 runs of the rules)
