# §6.4, ruling crt-losses=per-side: the odds count one step a side on a 1/1 (two per
# unit by default, tests/golden/n44-assault-6.4-losses-per-unit-odds.t).
cmd: odds tests/golden/data/n44-losses.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-tables --rule crt-losses=per-side
status: 0
--- stdout
odds of: assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013
(8 vs 6 = 1.33: column 1/1 (§6.3); final column 1/1; die 1d6; ruling crt-losses=per-side: each side's steps counted on its units in the order listed (§6.4))

p    percent                        die  column  result  att_lost  def_lost  def_eliminated  def_retreat  exploit
1/6  16.667%  ###                   1    1/1     1/-     1         0         no              0            no     
1/6  16.667%  ###                   2    1/1     1/D1    1         0         no              0            no     
1/6  16.667%  ###                   3    1/1     1/1     1         1         no              0            no     
1/3  33.333%  #######               4 5  1/1     -/1R1   0         1         no              1            no     
1/6  16.667%  ###                   6    1/1     -/2R1   0         2         no              1            no     

expected steps lost by the attacker: 1/2 = 0.5000
expected steps lost by the defender: 5/6 = 0.8333
(5 outcomes, 6 runs of the rules)
--- stderr
