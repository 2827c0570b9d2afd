# French transcript of T-11-I-Cliffs-same-hill-group.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/m44-cliffs.csv assault from=0618 to=0619 --format csv --lang fr
status: 0
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-cliffs.csv assault from=0618 to=0619 --format csv | python3 -c "import sys,csv,fractions as F; r=list(csv.DictReader(sys.stdin)); p=lambda k,v: sum(F.Fraction(x[\"p\"]) for x in r if x[k]==v); assert p(\"eliminated\",\"yes\") == F.Fraction(1,2) and sum(F.Fraction(x[\"p\"]) for x in r)==1"
sh: "$UMPIRE" odds $ROOT/tests/examples/data/m44-cliffs.csv assault from=0620 to=0619 | grep -q "(de-inf-1: 2 dice)"
--- stdout
p,p_num,p_den,percent,hits,lost,flags,retreat,eliminated,token,att_lost
1/27,1,27,3.7037,0,0,0,0,no,no,0
1/18,1,18,5.5556,0,0,1,1,no,no,0
1/36,1,36,2.7778,0,0,2,2,no,no,0
1/216,1,216,0.4630,0,0,3,3,no,no,0
1/6,1,6,16.6667,1,1,0,0,no,no,0
1/6,1,6,16.6667,1,1,1,1,no,no,0
1/24,1,24,4.1667,1,1,2,2,no,no,0
1/2,1,2,50.0000,2,2,0,0,yes,no,0
--- stderr
