# weather odds (§22): 2-5 Cloudy 10/36 = 5/18, 6-10 Clear 23/36, 11-12 Rain 3/36 = 1/12.
cmd: odds tests/golden/data/s43-salerno.csv weather --format csv
status: 0
sh: python3 -c "import sys,csv,fractions as f; r={x['weather']:f.Fraction(x['p']) for x in csv.DictReader(open(sys.argv[1]))}; assert r=={'cloudy':f.Fraction(5,18),'clear':f.Fraction(23,36),'rain':f.Fraction(1,12)}" $TMP/.out
--- stdout
p,p_num,p_den,percent,weather,roll
23/36,23,36,63.8889,clear,6-10
5/18,5,18,27.7778,cloudy,2-5
1/12,1,12,8.3333,rain,11-12
--- stderr
