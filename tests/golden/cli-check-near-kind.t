# A kind of row one slip away from one the game reads: kept as read (the state
# is valid, exit 0), but check says which kind it probably is.
cmd: check tests/golden/data/s43-near-kind.csv
status: 0
--- stdout
tests/golden/data/s43-near-kind.csv: valid salerno43 state
--- stderr
umpire: tests/golden/data/s43-near-kind.csv:20:1: salerno43 reads no rows of kind 'markr'; did you mean 'marker'? (they are kept as they are)
