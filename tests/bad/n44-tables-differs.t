# check --tables: a value the rulebook gives (the beach malus, 1 column, §10 A.1) that
# the copy changes is reported; the table is otherwise valid.
cmd: check --tables tests/bad/n44-tables-differs normandie44
status: 0
--- stdout
tests/bad/n44-tables-differs/tec.csv:17:4: '2' differs from the shipped value '1' (see tables/normandie44/README.md for where it comes from)
tests/bad/n44-tables-differs/tec.csv: valid
--- stderr
