# Issue 14: one bad row no longer ends a batch. Of six rows, three fail, each for its
# own reason, and each gets an error row with its exit status and message placed at
# FILE:LINE:COL: an unknown order (64), a hex not in the map (65), a hex that is not
# adjacent (1, the rules refuse it, citing §9.11). The good rows around them are
# answered, in input order; row 6 repeats row 1 (computed once, the same answer).
# The run exits with the status of the first failed row and says how many failed.
cmd: odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-bad-rows.csv --summary --jobs 1
status: 64
sh: python3 -c "import csv,sys; r=list(csv.DictReader(open(sys.argv[1]))); assert [x['status'] for x in r] == ['0','64','0','65','1','0'] and r[0]['exp_steps_lost_attacker'] == r[5]['exp_steps_lost_attacker'] == '1.805556'" $TMP/.out
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv --batch tests/golden/data/batch-bad-rows.csv --summary --jobs 2 | cmp - $TMP/.out
--- stdout
row,name,status,method,odds,p_defender_eliminated,p_hex_taken,p_attacker_eliminated,exp_steps_lost_attacker,exp_steps_lost_defender,exp_hits,exp_figures_lost,p_unit_destroyed,p_retreat,outcomes,samples,p_defender_eliminated_num,p_defender_eliminated_den,p_hex_taken_num,p_hex_taken_den,p_attacker_eliminated_num,p_attacker_eliminated_den,exp_steps_lost_attacker_num,exp_steps_lost_attacker_den,exp_steps_lost_defender_num,exp_steps_lost_defender_den,exp_hits_num,exp_hits_den,exp_figures_lost_num,exp_figures_lost_den,p_unit_destroyed_num,p_unit_destroyed_den,p_retreat_num,p_retreat_den,p_defender_eliminated_se,p_hex_taken_se,p_attacker_eliminated_se,exp_steps_lost_attacker_se,exp_steps_lost_defender_se,exp_hits_se,exp_figures_lost_se,p_unit_destroyed_se,p_retreat_se,order,error
1,good 1,0,exact,10 vs 7 = 1:1,0.277778,0.277778,0.000000,1.805556,0.277778,,,,,8,0,5,18,5,18,0,1,65,36,5,18,,,,,,,,,,,,,,,,,,assault from=2129 to=2228,
2,no such verb,64,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,charge from=2129 to=2228,tests/golden/data/batch-bad-rows.csv:3:2: unknown order 'charge' of salerno43 (see 'umpire orders salerno43')
3,good 2,0,exact,5 vs 7 = 1:2,0.166667,0.166667,0.000000,1.805556,0.166667,,,,,6,0,1,6,1,6,0,1,65,36,1,6,,,,,,,,,,,,,,,,,,assault from=2129 to=2228 att=2cdo-a,
4,no such hex,65,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,assault from=2129 to=2230,tests/golden/data/batch-bad-rows.csv:5:2: assault: to=2230: hex 2230 is not in the map of fixtures/salerno43/commandos-2129.csv (no 'hex' row)
5,not adjacent,1,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,assault from=2129 to=2531,tests/golden/data/batch-bad-rows.csv:6:2: assault: 2129 is not adjacent to any hex of to=2531 (§9.11)
6,good 3,0,exact,10 vs 7 = 1:1,0.277778,0.277778,0.000000,1.805556,0.277778,,,,,8,0,5,18,5,18,0,1,65,36,5,18,,,,,,,,,,,,,,,,,,assault from=2129 to=2228,
--- stderr
umpire: 3 of 6 orders failed (see their rows); the first, row 2: tests/golden/data/batch-bad-rows.csv:3:2: unknown order 'charge' of salerno43 (see 'umpire orders salerno43')
