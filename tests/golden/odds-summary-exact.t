# One summary row per order (--summary): the fixture's 1:1 assault, one round (see
# cli-odds-text.t for the derivation): the attacker loses 65/36 steps on average and
# the defender 5/18, each given as a decimal and as two whole-number columns
# (num, den) a spreadsheet keeps; the order's name is carried through and the method
# is exact. Python reads the row back and checks each against exact fractions.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch.csv --summary
status: 0
sh: python3 -c "import csv,sys,fractions as f; r=list(csv.DictReader(open(sys.argv[1]))); x=r[0]; F=lambda k: f.Fraction(int(x[k+'_num']), int(x[k+'_den'])); assert x['method'] == 'exact' and x['outcomes'] == '8' and F('exp_steps_lost_attacker') == f.Fraction(65,36) and F('exp_steps_lost_defender') == f.Fraction(5,18) and abs(float(x['exp_steps_lost_defender']) - 5/18) < 1e-6 and x['order'] == 'assault from=2129 to=2228' and len(r) == 3" $TMP/.out
--- stdout
row,name,status,method,odds,p_defender_eliminated,p_hex_taken,p_attacker_eliminated,exp_steps_lost_attacker,exp_steps_lost_defender,exp_hits,exp_figures_lost,p_unit_destroyed,p_retreat,outcomes,samples,p_defender_eliminated_num,p_defender_eliminated_den,p_hex_taken_num,p_hex_taken_den,p_attacker_eliminated_num,p_attacker_eliminated_den,exp_steps_lost_attacker_num,exp_steps_lost_attacker_den,exp_steps_lost_defender_num,exp_steps_lost_defender_den,exp_hits_num,exp_hits_den,exp_figures_lost_num,exp_figures_lost_den,p_unit_destroyed_num,p_unit_destroyed_den,p_retreat_num,p_retreat_den,p_defender_eliminated_se,p_hex_taken_se,p_attacker_eliminated_se,exp_steps_lost_attacker_se,exp_steps_lost_defender_se,exp_hits_se,exp_figures_lost_se,p_unit_destroyed_se,p_retreat_se,order,error
1,,0,exact,,,,,1.805556,0.277778,,,,,8,0,,,,,,,65,36,5,18,,,,,,,,,,,,,,,,,,assault from=2129 to=2228,
2,,0,exact,,,,,2.202814,0.990654,,,,,20,0,,,,,,,16649471,7558272,831959,839808,,,,,,,,,,,,,,,,,,assault from=2129 to=2228 policy=always,
3,,0,exact,,,,,1.805556,0.166667,,,,,6,0,,,,,,,65,36,1,6,,,,,,,,,,,,,,,,,,assault from=2129 to=2228 att=2cdo-a,
--- stderr
