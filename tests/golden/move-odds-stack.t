# odds of a move (§5): one outcome, probability 1, the MP of each unit.
cmd: odds tests/golden/data/move-a.csv move unit=uk-inf-1,uk-inf-2 path=1011,1012
status: 0
--- stdout
odds of: move unit=uk-inf-1,uk-inf-2 path=1011,1012
(a move rolls no die (§5): one outcome)

p  percent                        units              hex   mp   markers
1 100.000%  ####################  uk-inf-1;uk-inf-2  1012  2;2  moved  

(1 outcome, 1 run of the rules)
--- stderr
