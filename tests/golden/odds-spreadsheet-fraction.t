# Issue 14: '1/12' opens as a date in a spreadsheet. E8's bombardment hits with
# p = 1/12 (see examples/E8-13.2-odds.t): the long CSV keeps p as the fraction for
# scripts and gives it again as two whole numbers, p_num = 1 and p_den = 12, beside
# the percentage 8.3333; the summary row has no fraction written with a slash at all.
cmd: odds tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 --format csv
status: 0
sh: "$UMPIRE" odds tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 --format csv --summary | python3 -c "import csv,sys; r=list(csv.DictReader(sys.stdin)); x=r[0]; assert len(r) == 1 and (x['exp_steps_lost_defender_num'], x['exp_steps_lost_defender_den'], x['exp_steps_lost_defender']) == ('1', '12', '0.083333') and not any('/' in v for v in x.values() if v != x['order'])"
--- stdout
p,p_num,p_den,percent,column,steps_lost
11/12,11,12,91.6667,13-16,0
1/12,1,12,8.3333,13-16,1
--- stderr
