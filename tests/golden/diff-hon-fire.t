# diff in words (heroes): brit fires at ger (die 6, a hit): the activation scalar, brit
# marked activated, ger turned to its back face (one step lost, §3.5).
cmd: diff tests/golden/data/hn-fire.csv tests/golden/data/hn-fire-after.csv --tables tests/golden/data/hn-tables
status: 0
--- stdout
activation set to brit
brit: marker activated placed
ger: face changed from front to back
--- stderr
