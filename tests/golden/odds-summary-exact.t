# One summary row per order (--summary) on the fixture's 1:1 assault (see
# cli-odds-text.t for the derivation), checked by Python against exact fractions:
# row 1, one round: 10 vs 7 = 1:1; the CP (one step, on its Fortified marker) is
# eliminated on 2-5, P = 10/36 = 5/18, and its hex is then emptied (the attacker
# may take it, §11); the commandos (4 steps) cannot all go in one round; they lose
# 65/36 steps on average, the defender 5/18. Row 2, the whole combat: P(attacker
# eliminated) is that of the rows whose RMF includes 2129 in the long format, summed
# below from the long CSV of the same order. Each value is a decimal and two
# whole-number columns (num, den) a spreadsheet keeps; the method is exact.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch.csv --summary
status: 0
sh: python3 -c "import csv,sys,fractions as f; r=list(csv.DictReader(open(sys.argv[1]))); x=r[0]; F=lambda k: f.Fraction(int(x[k+'_num']), int(x[k+'_den'])); assert x['method'] == 'exact' and x['outcomes'] == '8' and x['odds'] == '10 vs 7 = 1:1' and F('exp_steps_lost_attacker') == f.Fraction(65,36) and F('exp_steps_lost_defender') == f.Fraction(5,18) and F('p_defender_eliminated') == F('p_hex_taken') == f.Fraction(5,18) and F('p_attacker_eliminated') == 0 and abs(float(x['exp_steps_lost_defender']) - 5/18) < 1e-6 and x['order'] == 'assault from=2129 to=2228' and len(r) == 3 and r[2]['odds'] == '5 vs 7 = 1:2'" $TMP/.out
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 policy=always --format csv | python3 -c "import csv,sys,fractions as f; r=list(csv.DictReader(sys.stdin)); s=list(csv.DictReader(open(sys.argv[1])))[1]; p=sum(f.Fraction(int(x['p_num']), int(x['p_den'])) for x in r if '2129' in x['rmf'].split(';')); q=sum(f.Fraction(int(x['p_num']), int(x['p_den'])) for x in r if '2228' in x['rmf'].split(';')); assert p == f.Fraction(int(s['p_attacker_eliminated_num']), int(s['p_attacker_eliminated_den'])) == f.Fraction(530597, 7558272) and q == f.Fraction(int(s['p_hex_taken_num']), int(s['p_hex_taken_den']))" $TMP/.out
--- stdout
row,name,status,method,odds,p_defender_eliminated,p_hex_taken,p_attacker_eliminated,exp_steps_lost_attacker,exp_steps_lost_defender,exp_hits,exp_figures_lost,p_unit_destroyed,p_retreat,outcomes,samples,p_defender_eliminated_num,p_defender_eliminated_den,p_hex_taken_num,p_hex_taken_den,p_attacker_eliminated_num,p_attacker_eliminated_den,exp_steps_lost_attacker_num,exp_steps_lost_attacker_den,exp_steps_lost_defender_num,exp_steps_lost_defender_den,exp_hits_num,exp_hits_den,exp_figures_lost_num,exp_figures_lost_den,p_unit_destroyed_num,p_unit_destroyed_den,p_retreat_num,p_retreat_den,p_defender_eliminated_se,p_hex_taken_se,p_attacker_eliminated_se,exp_steps_lost_attacker_se,exp_steps_lost_defender_se,exp_hits_se,exp_figures_lost_se,p_unit_destroyed_se,p_retreat_se,order,error
1,,0,exact,10 vs 7 = 1:1,0.277778,0.277778,0.000000,1.805556,0.277778,,,,,8,0,5,18,5,18,0,1,65,36,5,18,,,,,,,,,,,,,,,,,,assault from=2129 to=2228,
2,,0,exact,10 vs 7 = 1:1,0.990654,0.990654,0.070201,2.202814,0.990654,,,,,20,0,831959,839808,831959,839808,530597,7558272,16649471,7558272,831959,839808,,,,,,,,,,,,,,,,,,assault from=2129 to=2228 policy=always,
3,,0,exact,5 vs 7 = 1:2,0.166667,0.166667,0.000000,1.805556,0.166667,,,,,6,0,1,6,1,6,0,1,65,36,1,6,,,,,,,,,,,,,,,,,,assault from=2129 to=2228 att=2cdo-a,
--- stderr
