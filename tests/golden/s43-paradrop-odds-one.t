# odds of paradrop (§26.2-§26.23), one unit, no Axis near, with the test drift
# table (every drift straight north but E18's cell). By hand: P(drift 0) =
# 1/6*1/6 + 15/36*3/6 + 15/36*5/6 = 7/12; drift 1 = 1/6; 2 = 7/72; 3 = 7/72;
# 4 = 1/18, split 1/108 to 3454 (2d6 = 7) and 5/108 to 3153; a step lost on a
# landing die of 1: 1/6 overall.
cmd: odds tests/golden/data/s43-drop1.csv paradrop --tables tests/golden/data/tables --format csv
status: 0
sh: python3 -c "import sys,csv,fractions as f; r=list(csv.DictReader(open(sys.argv[1]))); h={}; [h.__setitem__(x['hex'],h.get(x['hex'],0)+f.Fraction(x['p'])) for x in r]; assert h=={'3157':f.Fraction(7,12),'3156':f.Fraction(1,6),'3155':f.Fraction(7,72),'3154':f.Fraction(7,72),'3454':f.Fraction(1,108),'3153':f.Fraction(5,108)}; assert sum(f.Fraction(x['p']) for x in r if x['steps_lost']=='1')==f.Fraction(1,6)" $TMP/.out
--- stdout
p,p_num,p_den,percent,hex,steps_lost
25/648,25,648,3.8580,3153,0
5/648,5,648,0.7716,3153,1
35/432,35,432,8.1019,3154,0
7/432,7,432,1.6204,3154,1
35/432,35,432,8.1019,3155,0
7/432,7,432,1.6204,3155,1
5/36,5,36,13.8889,3156,0
1/36,1,36,2.7778,3156,1
35/72,35,72,48.6111,3157,0
7/72,7,72,9.7222,3157,1
5/648,5,648,0.7716,3454,0
1/648,1,648,0.1543,3454,1
--- stderr
