# verify --log FILE refuses to write over the journal it reads, however the name is
# spelled (exit 64), and the journal is left as it was.
cmd: verify tests/golden/data/journal-s43.csv --log tests/golden/../golden/data/journal-s43.csv
status: 64
sh: "$UMPIRE" verify tests/golden/data/journal-s43.csv
--- stdout
--- stderr
umpire: --log tests/golden/../golden/data/journal-s43.csv: that is the journal
