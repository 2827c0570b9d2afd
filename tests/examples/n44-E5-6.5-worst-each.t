# E5 (§6.5) under the ruling att-stack-penalty=worst-each: the worst D (D2) and the
# worst A (A2) over all stacks, 4 columns: 2/1.
cmd: odds tests/examples/data/n44-e5.csv assault hq=us-vii att=us-4-8,us-4-12,us-4-22,us-70-tk to=0713 --tables tests/examples/data/normandie44-tables --rule att-stack-penalty=worst-each
status: 0
--- stdout
odds of: assault hq=us-vii att=us-4-8,us-4-12,us-4-22,us-70-tk to=0713
(14 vs 2 = 7.00: column 6/1 (§6.3); -2 the attackers' worst disorganization, D2 (§6.5); -2 the attackers' worst affected level, A2 (§6.5); final column 2/1; die 1d6)

p    percent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16.667%  ###                   1    2/1     1/1     4         1         yes             0            no     
1/3  33.333%  #######               2 3  2/1     -/1R1   0         1         yes             1            no     
1/6  16.667%  ###                   4    2/1     -/2R1   0         1         yes             1            no     
1/6  16.667%  ###                   5    2/1     -/2R2E  0         1         yes             2            yes    
1/6  16.667%  ###                   6    2/1     -/XE    0         1         yes             0            yes    

expected steps lost by the attacker: 2/3 = 0.6667
expected steps lost by the defender: 1 = 1.0000
(5 outcomes, 6 runs of the rules)
--- stderr
