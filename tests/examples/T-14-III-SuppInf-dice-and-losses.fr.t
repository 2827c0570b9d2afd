# French transcript of T-14-III-SuppInf-dice-and-losses.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/m44-sinf.csv assault from=0101 to=0201 --lang fr
status: 0
sh: sed "s/,0201,4/,0301,4/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/r.csv && "$UMPIRE" odds $TMP/r.csv fire from=0101 to=0301 | grep -q "(de-inf-1: 3 dice)"
sh: sed "s/,0201,4/,0401,4/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/r.csv && "$UMPIRE" odds $TMP/r.csv fire from=0101 to=0401 | grep -q "(de-inf-1: 2 dice)"
sh: out=$(sed "s/,0201,4/,0501,4/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/r.csv && "$UMPIRE" odds $TMP/r.csv fire from=0101 to=0501 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "cannot battle at range 4"
sh: sed "s/^set,active,allies/set,active,axis\nset,offboard,axis/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv bombard by=barrage to=0101 --card "Recon 1 Centre" --dice 3,3,1,4 | grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0101,3,1,"
sh: sed "s/^set,active,allies/set,active,axis\nset,offboard,axis/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv bombard by=barrage to=0101 --card "Recon 1 Centre" --dice 3,3,1,4 2>&1 >/dev/null | grep -q "gb-sinf-1 loses 2 figures to 2 hits"
sh: sed "s/^set,active,allies/set,active,axis/; s/infantry,0201,4/armor,0201,3/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/x.csv && "$UMPIRE" resolve $TMP/x.csv assault from=0201 to=0101 --dice 3,1,4 | grep -q "^unit,gb-sinf-1,allies,GB,supported_infantry,0101,3,1,"
sh: sed "s/^set,active,allies/set,active,axis/; s/infantry,0201,4/armor,0201,3/; s/supported_infantry,0101,5,1/supported_infantry,0101,3,1/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/y.csv && "$UMPIRE" resolve $TMP/y.csv assault from=0201 to=0101 --dice 1,3,5 | grep -q "^unit,gb-sinf-1,allies,GB,infantry,0101,2,0,"
sh: sed "s/^set,active,allies/set,active,axis/; s/infantry,0201,4/armor,0201,3/; s/supported_infantry,0101,5,1/supported_infantry,0101,3,1/" $ROOT/tests/examples/data/m44-sinf.csv > $TMP/y.csv && "$UMPIRE" resolve $TMP/y.csv assault from=0201 to=0101 --dice 1,3,5 --rule supported-third-loss=extra | grep -q "^unit,gb-sinf-1,allies,GB,infantry,0101,1,0,"
--- stdout
probabilités de : assault from=0101 to=0201
(de-inf-1: 3 dice)

p     pour cent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/27    3,704 %  #                     0     0     0      0        no          no     0       
1/18    5,556 %  #                     0     1     1      0        no          no     0       
1/36    2,778 %  #                     0     2     2      0        no          no     0       
1/216   0,463 %  .                     0     3     3      0        no          no     0       
1/6    16,667 %  ###                   1     1     0      0        no          no     0       
1/6    16,667 %  ###                   1     2     1      0        no          no     0       
1/24    4,167 %  #                     1     3     2      0        no          no     0       
1/4    25,000 %  #####                 2     2     0      0        no          no     0       
1/8    12,500 %  ###                   2     3     1      0        no          no     0       
1/8    12,500 %  ###                   3     3     0      0        no          no     0       

figurines perdues attendues de la ou des cibles: 2 = 2,0000
(10 résultats, 126 passages des règles)
--- stderr
