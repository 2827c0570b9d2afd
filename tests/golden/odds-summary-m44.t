# Memoir '44's headline in the summary row: a close assault of 3 dice on a British
# unit that may battle back (m44-assault-bcf.t). From the outcome rows (checked below
# against the long CSV): the target is destroyed with p 1/2, retreats with 8/27, so
# the hex is emptied for the attacker to take ground with 1/2 + 8/27 = 43/54; it
# loses 11/8 figures on average (hits, and figures lost for want of a retreat), and
# the battle back costs the attacker 1/12 figures on average.
cmd: odds tests/golden/data/m44-bcf.csv assault from=0604 to=0605 --summary --format csv
status: 0
sh: "$UMPIRE" odds tests/golden/data/m44-bcf.csv assault from=0604 to=0605 --format csv | python3 -c "import csv,sys,fractions as F; r=list(csv.DictReader(sys.stdin)); s=next(csv.DictReader(open(sys.argv[1]))); P=lambda f: sum(F.Fraction(int(x['p_num']),int(x['p_den'])) for x in r if f(x)); E=lambda k: sum(F.Fraction(int(x['p_num']),int(x['p_den']))*int(x[k]) for x in r); S=lambda k: F.Fraction(int(s[k+'_num']), int(s[k+'_den'])); assert S('p_unit_destroyed') == S('p_defender_eliminated') == P(lambda x: x['eliminated'] == 'yes') == F.Fraction(1,2); assert S('p_retreat') == P(lambda x: x['retreat'] != '0') == F.Fraction(8,27); assert S('p_hex_taken') == F.Fraction(43,54); assert S('exp_figures_lost') == E('lost') == F.Fraction(11,8); assert S('exp_steps_lost_attacker') == E('att_lost') == F.Fraction(1,12); assert s['odds'] == '3 dice' and s['method'] == 'exact'" $TMP/.out
--- stderr
