# §6.9: a counter-attack is the non-phasing player's, against a hex just vacated.
cmd: resolve tests/golden/data/n44-advance.csv assault kind=counter hq=us-vii att=us-4-8 to=0513 --tables tests/examples/data/normandie44-tables --dice 3
status: 1
--- stdout
--- stderr
umpire: a counter-attack is the defender's, the non-phasing player's (§6.9)
