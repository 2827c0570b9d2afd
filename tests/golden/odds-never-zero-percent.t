# Issue 14: '0.000%' must not print for a probability that is not 0. The 4-hex air
# attack of m44-air-4.csv (eight dice) has outcomes of p = 1/1679616 (0.0000595%):
# every percentage, in text and in CSV, takes as many places as it needs not to
# read 0 ('0.0001'), and the 1,296 p sum to exactly 1, under the odds budget.
cmd: odds tests/golden/data/m44-air-4.csv bombard by=air to=1016,1017,0916,1015
status: 0
sh: "$UMPIRE" odds tests/golden/data/m44-air-4.csv bombard by=air to=1016,1017,0916,1015 >$TMP/t.txt && ! grep -q ' 0\.000%' $TMP/t.txt && grep -q '^1/1679616  *0\.0001%' $TMP/t.txt
sh: "$UMPIRE" odds tests/golden/data/m44-air-4.csv bombard by=air to=1016,1017,0916,1015 --format csv | python3 -c "import csv,sys,fractions as f; r=list(csv.DictReader(sys.stdin)); assert len(r) == 1296 and sum(f.Fraction(int(x['p_num']), int(x['p_den'])) for x in r) == 1 and all(float(x['percent']) > 0 for x in r) and min(int(x['p_den']) for x in r) > 0 and f.Fraction(1, 1679616) in {f.Fraction(x['p']) for x in r}"
--- stderr
