# check --tables: a combat table cell that is not a result (1Q/-) is refused at its
# file, line and column, with the syntax.
cmd: check --tables tests/bad/n44-tables-bad-cell normandie44
status: 65
--- stdout
tests/bad/n44-tables-bad-cell/crt.csv: column '1/2' added
tests/bad/n44-tables-bad-cell/crt.csv: column '3/1' added
tests/bad/n44-tables-bad-cell/crt.csv: column '4/1' added
tests/bad/n44-tables-bad-cell/crt.csv: column '5/1' added
tests/bad/n44-tables-bad-cell/crt.csv:5: row '0' added
tests/bad/n44-tables-bad-cell/crt.csv:12: row '7' added
--- stderr
umpire: tests/bad/n44-tables-bad-cell/crt.csv:8:2: table normandie44/crt, row 3, column 1/3: '1Q/-' is not a combat result ATTACKER/DEFENDER, each '-' or tokens N, X, D1, D2, R1, R2, E (umpire-normandie44(7))
