# §8.3: an attack draws no card: its outcome is certain, no odds.
cmd: odds tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=H/1/16,A/1/16 --tables tests/examples/data/omaha-tables
status: 64
--- stdout
--- stderr
umpire: omaha: 'assault' draws no card: its outcome is certain (resolve it)
