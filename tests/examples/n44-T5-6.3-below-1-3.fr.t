# French transcript of n44-T5-6.3-below-1-3.t (issue 19): its steps, line for line.
cmd: odds tests/examples/data/n44-t5.csv assault hq=us-v att=us-29-116 to=0713 --tables tests/examples/data/normandie44-tables --lang fr
status: 0
--- stdout
odds of: assault hq=us-v att=us-29-116 to=0713
(1 vs 4 = 0.25: column 1/3 (§6.3); final column 1/3; die 1d6)

p    percent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16.667%  ###                   1    1/3     2/-     2         0         no              0            no     
1/6  16.667%  ###                   2    1/3     1D1/-   1         0         no              0            no     
1/6  16.667%  ###                   3    1/3     1/-     1         0         no              0            no     
1/6  16.667%  ###                   4    1/3     1/D1    1         0         no              0            no     
1/6  16.667%  ###                   5    1/3     1/1     1         1         no              0            no     
1/6  16.667%  ###                   6    1/3     -/1R1   0         1         no              1            no     

expected steps lost by the attacker: 1 = 1.0000
expected steps lost by the defender: 1/3 = 0.3333
(6 outcomes, 6 runs of the rules)
--- stderr
