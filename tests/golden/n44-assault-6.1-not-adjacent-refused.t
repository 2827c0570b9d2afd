# §6.1: attackers are adjacent to the attacked hex.
cmd: resolve tests/golden/data/n44-mixed.csv assault hq=us-vii att=us-4-8,us-90 to=0713 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: us-90 is not adjacent to 0713 (§6.1)
