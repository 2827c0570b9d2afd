# §6.11: a unit in a Confusion hex leaves it only by eliminating the enemy there (special
# units excepted, §4.4).
cmd: resolve tests/golden/data/n44-special.csv move unit=us-101-502 path=0410 --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: us-101-502 is in Confusion in 0510: the only way out is to eliminate the enemy there (special units: infiltrate op=exit, §4.4) (§6.11)
