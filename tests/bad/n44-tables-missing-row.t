# check --tables: a filled-in table keeps every row of the shipped one.
cmd: check --tables tests/bad/n44-tables-missing-row normandie44
status: 65
--- stdout
--- stderr
umpire: tests/bad/n44-tables-missing-row/tec.csv:4:1: table normandie44/tec: the row 'bocage' of the shipped table is missing
