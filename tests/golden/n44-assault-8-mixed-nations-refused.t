# §8: US and Anglo-Canadian units never combine in one attack.
cmd: resolve tests/golden/data/n44-mixed.csv assault hq=us-vii att=us-4-8,uk-50-69 to=0713 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: US and Anglo-Canadian units never combine in one attack (uk-50-69 with us-4-8) (§8)
