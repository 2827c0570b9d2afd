# odds --batch through the core: one order per row, each row's p sums to 1.
cmd: odds fixtures/memoir44/sword-beach.csv --batch tests/golden/data/m44-batch.csv
status: 0
sh: python3 -c "import sys,csv,fractions; r=list(csv.DictReader(open(sys.argv[1]))); assert all(sum(fractions.Fraction(x[\"p\"]) for x in r if x[\"row\"] == n) == 1 for n in \"123\")" "$TMP/.out"
--- stdout
row,p,percent,hits,lost,flags,retreat,eliminated,token,att_lost
1,1/27,3.7037,0,0,0,0,no,no,0
1,1/18,5.5556,0,0,1,1,no,no,0
1,1/36,2.7778,0,0,2,2,no,no,0
1,1/216,0.4630,0,0,3,3,no,no,0
1,1/6,16.6667,1,1,0,0,no,no,0
1,1/6,16.6667,1,1,1,1,no,no,0
1,1/24,4.1667,1,1,2,2,no,no,0
1,1/4,25.0000,2,2,0,0,no,no,0
1,1/8,12.5000,2,2,1,1,no,no,0
1,1/8,12.5000,3,3,0,0,no,no,0
2,1/9,11.1111,0,0,0,0,no,no,0
2,1/9,11.1111,0,0,1,1,no,no,0
2,1/36,2.7778,0,0,2,2,no,no,0
2,1/3,33.3333,1,1,0,0,no,no,0
2,1/6,16.6667,1,1,1,1,no,no,0
2,1/4,25.0000,2,2,0,0,no,no,0
3,2/3,66.6667,0,0,0,0,no,no,0
3,1/6,16.6667,0,0,1,1,no,no,0
3,1/6,16.6667,1,1,0,0,no,yes,0
--- stderr
