# check: a beach row's divisions column must be TURN:46=N;56=M (§18.33):
# file:line:column.
cmd: check tests/golden/data/bad-beach-divisions.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/bad-beach-divisions.csv:27:11: divisions '10-morning:46=two' is not TURN:46=N;56=M (§18.33)
