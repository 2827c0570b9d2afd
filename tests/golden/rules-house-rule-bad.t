# A house rule must be one of the ruling's values: bad state data (65), with
# the file, line and column.
cmd: check tests/golden/data/rules-house-rule-bad.csv
status: 65
--- stderr
umpire: tests/golden/data/rules-house-rule-bad.csv:11:3: house rule crt-defender-half=lateral: the values are reconstructed|literal
