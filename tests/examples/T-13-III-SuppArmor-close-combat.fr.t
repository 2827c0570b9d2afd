# French transcript of T-13-III-SuppArmor-close-combat.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/m44-sarmor.csv assault from=0610 to=0609 --lang fr
status: 0
sh: sed "/de-inf-4/d" $ROOT/tests/examples/data/m44-sarmor.csv > $TMP/s.csv && "$UMPIRE" odds $TMP/s.csv fire from=0610 to=0810 | grep -q "(de-inf-5: 1 die)"
sh: sed "s/supported_armor,0610,4,1/armor,0610,3,/" $ROOT/tests/examples/data/m44-sarmor.csv > $TMP/a.csv && "$UMPIRE" odds $TMP/a.csv assault from=0610 to=0609 | grep -q "(de-inf-4: 1 die)"
--- stdout
probabilités de : assault from=0610 to=0609
(de-inf-4: 2 dice)

p    pour cent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/9   11,111 %  ##                    0     0     0      0        no          no     0       
1/9   11,111 %  ##                    0     0     1      1        no          no     0       
1/36   2,778 %  #                     0     0     2      2        no          no     0       
1/3   33,333 %  #######               1     1     0      0        no          no     0       
1/6   16,667 %  ###                   1     1     1      1        no          no     0       
1/4   25,000 %  #####                 2     2     0      0        no          no     0       

figurines perdues attendues de la ou des cibles: 1 = 1,0000
(6 résultats, 36 passages des règles)
--- stderr
