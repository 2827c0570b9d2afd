# The same odds as cli-odds-text.t as CSV: p is an exact reduced fraction and the p
# column sums to exactly 1 (checked with Python's fractions below).
cmd: odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --format csv
status: 0
sh: python3 -c "import sys,csv,fractions; r=list(csv.DictReader(open(sys.argv[1]))); assert len(r) == 8 and sum(fractions.Fraction(x[\"p\"]) for x in r) == 1" "$TMP/.out"
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --format csv | python3 -c "import sys,csv,fractions; r=list(csv.DictReader(sys.stdin)); p=lambda k,v: sum(fractions.Fraction(x[\"p\"]) for x in r if x[k] == v); assert p(\"att_lost\",\"0\") == fractions.Fraction(3,36) and p(\"att_lost\",\"1\") == fractions.Fraction(7,36) and p(\"att_lost\",\"2\") == fractions.Fraction(20,36) and p(\"att_lost\",\"3\") == fractions.Fraction(6,36) and p(\"def_lost\",\"1\") == fractions.Fraction(10,36)"
--- stdout
p,p_num,p_den,percent,rounds,att_lost,def_lost,eliminated,rmf,end
13/216,13,216,6.0185,1,0,0,,,rounds limit
5/216,5,216,2.3148,1,0,1,cp-2228,2228,rmf
91/648,91,648,14.0432,1,1,0,,,rounds limit
35/648,35,648,5.4012,1,1,1,cp-2228,2228,rmf
65/162,65,162,40.1235,1,2,0,2cdo-a,,rounds limit
25/162,25,162,15.4321,1,2,1,2cdo-a;cp-2228,2228,rmf
13/108,13,108,12.0370,1,3,0,2cdo-a,,rounds limit
5/108,5,108,4.6296,1,3,1,2cdo-a;cp-2228,2228,rmf
--- stderr
