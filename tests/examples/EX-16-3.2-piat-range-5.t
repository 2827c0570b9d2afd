# EX-16 (§3.2 piat): a target 5 squares away is in the Piat's range.
cmd: resolve tests/examples/data/hn-ex16-checks.csv fire unit=piat target=g5 weapon=piat --dice 3 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,piat,cw,piat,B5,front,activated,$" $TMP/s.csv
--- stdout
piat (piat) fires at g5 (infantry): attack 1, Defense Value 5 (core 3.2.3).
piat fires its Piat at g5: 1d6 = 3 + attack 1 = 4 against defense 5: miss (ruling fire-hit >=) (§3.2 piat; core 3.2.3).
piat spends 1 Piat marker (§3.2; ruling gear-spent).
--- stderr
