# E16 odds (test back 2(0)): the hex's die immobilizes both units on 1-2 (1/3);
# the ammunition check: two 1s 1/36 (off), one 1 10/36 (upside down), none 25/36:
# e.g. immobilized and upside down = 1/3 * 10/36 = 5/54.
cmd: odds tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --tables tests/examples/data/tables-e16
status: 0
--- stdout
odds of: bombard kind=naval by=uk-cl-1 at=2530
(indirect fire, altitude 6: 2(0), one die for the hex)

p       percent                        fire      steps_lost  immobilized  ship               
1/54     1.852%  .                     indirect  0           0            off (no ammunition)
25/54   46.296%  #########             indirect  0           0            stays              
5/27    18.519%  ####                  indirect  0           0            upside down        
1/108    0.926%  .                     indirect  0           2            off (no ammunition)
25/108  23.148%  #####                 indirect  0           2            stays              
5/54     9.259%  ##                    indirect  0           2            upside down        

expected steps lost: 0 = 0.0000
(6 outcomes, 78 runs of the rules)
