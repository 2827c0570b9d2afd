# French transcript of T-4-III-HeavyArty-dice-by-range.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/m44-guns.csv bombard from=0101 to=0601 --lang fr
status: 0
sh: for d in 2:3 3:3 4:2 5:2 6:1 7:1 8:1 9:1; do c=${d%:*}; n=${d#*:}; sed "s/,0601,4/,0${c}01,4/" $ROOT/tests/examples/data/m44-guns.csv > $TMP/g.csv; "$UMPIRE" odds $TMP/g.csv bombard from=0101 to=0${c}01 | grep -q "(gb-inf-1: $n di" || exit 1; done
sh: out=$(sed "s/,0601,4/,1001,4/" $ROOT/tests/examples/data/m44-guns.csv > $TMP/g.csv; "$UMPIRE" odds $TMP/g.csv bombard from=0101 to=1001 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "cannot battle at range 9"
sh: "$UMPIRE" odds $ROOT/tests/golden/data/m44-dd-move.csv bombard from=0620 to=0613 | grep -q "(de-inf-1: 1 die)"
sh: sed "s/infantry,0613,/infantry,0618,/" $ROOT/tests/golden/data/m44-dd-move.csv > $TMP/d.csv && "$UMPIRE" odds $TMP/d.csv bombard from=0620 to=0618 | grep -q "(de-inf-1: 3 dice)"
sh: sed "s/infantry,0613,/infantry,0611,/" $ROOT/tests/golden/data/m44-dd-move.csv > $TMP/d.csv && out=$("$UMPIRE" odds $TMP/d.csv bombard from=0620 to=0611 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "cannot battle at range 9"
--- stdout
probabilités de : bombard from=0101 to=0601
(gb-inf-1: 1 die)

p   pour cent                        hits  lost  flags  retreat  eliminated  token  att_lost
1/3  33,333 %  #######               0     0     0      0        no          no     0       
1/6  16,667 %  ###                   0     0     1      1        no          no     0       
1/2  50,000 %  ##########            1     1     0      0        no          yes    0       

figurines perdues attendues de la ou des cibles: 1/2 = 0,5000
(3 résultats, 6 passages des règles)
--- stderr
