# Issue 14: a hand-written row 'air1,bombard by=air to=1016,1017,0916,1015', the list
# not quoted, was split on its commas and resolved as 'bombard by=air to=1016' without
# a word. Its fields (5) do not match the header's (2): it is an error row naming the
# file and line (status 65), never a part of an order; the same row quoted is the
# 4-hex air attack (1,296 outcomes), and the batch goes on to row 3. The run exits 65.
cmd: odds tests/golden/data/m44-air-4.csv --batch tests/golden/data/batch-unquoted.csv --summary
status: 65
sh: python3 -c "import csv,sys; r=list(csv.DictReader(open(sys.argv[1]))); assert [(x['row'],x['status'],x['outcomes']) for x in r] == [('1','65',''),('2','0','1296'),('3','0','6')] and r[0]['order'] == '' and r[1]['order'] == 'bombard by=air to=1016,1017,0916,1015'" $TMP/.out
--- stdout
row,name,status,method,odds,p_defender_eliminated,p_hex_taken,p_attacker_eliminated,exp_steps_lost_attacker,exp_steps_lost_defender,exp_hits,exp_figures_lost,p_unit_destroyed,p_retreat,outcomes,samples,p_defender_eliminated_num,p_defender_eliminated_den,p_hex_taken_num,p_hex_taken_den,p_attacker_eliminated_num,p_attacker_eliminated_den,exp_steps_lost_attacker_num,exp_steps_lost_attacker_den,exp_steps_lost_defender_num,exp_steps_lost_defender_den,exp_hits_num,exp_hits_den,exp_figures_lost_num,exp_figures_lost_den,p_unit_destroyed_num,p_unit_destroyed_den,p_retreat_num,p_retreat_den,p_defender_eliminated_se,p_hex_taken_se,p_attacker_eliminated_se,exp_steps_lost_attacker_se,exp_steps_lost_defender_se,exp_hits_se,exp_figures_lost_se,p_unit_destroyed_se,p_retreat_se,order,error
1,,65,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,"tests/golden/data/batch-unquoted.csv:2: the row has 5 fields and the header 2: a field that holds commas must be quoted (""to=1016,1017"")"
2,air1 quoted,0,exact,2+2+2+2 dice,0.000000,,0.000000,0.000000,5.239198,5.000000,5.239198,0.000000,0.665102,1296,0,0,1,,,0,1,0,1,3395,648,5,1,3395,648,0,1,31031,46656,,,,,,,,,,"bombard by=air to=1016,1017,0916,1015",
3,air one hex,0,exact,2 dice,0.000000,,0.000000,0.000000,1.333333,1.333333,1.333333,0.000000,0.305556,6,0,0,1,,,0,1,0,1,4,3,4,3,4,3,0,1,11,36,,,,,,,,,,bombard by=air to=1016,
--- stderr
umpire: 1 of 3 orders failed (see their rows); the first, row 1: tests/golden/data/batch-unquoted.csv:2: the row has 5 fields and the header 2: a field that holds commas must be quoted ("to=1016,1017")
