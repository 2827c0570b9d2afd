# advance odds: no die (§11.13), one certain outcome; a refused advance
# refuses its odds too.
cmd: odds tests/golden/data/s43-advance.csv advance unit=us-1,us-2 path=3031,2932
status: 0
sh: $UMPIRE odds tests/golden/data/s43-advance.csv advance unit=us-1 path=3031,3032 >/dev/null 2>&1; test $? = 1
--- stdout
odds of: advance unit=us-1,us-2 path=3031,2932
(no chance: advance after combat counts no MP and rolls no die (§11.13))

p  percent                        hex 
1 100.000%  ####################  2932

(1 outcome, 1 run of the rules)
--- stderr
