# §10 0.1: the jump table's adjustment is not in the rulebook: exit 69.
cmd: resolve tests/examples/data/n44-drop.csv drop unit=us-82-505 dz=0618 --dice 5,1
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/jump-adjust.csv:4:2: table normandie44/jump-adjust, row all, column adjust is unknown ('?') (§10 0.1): the rulebook does not give this value. Fill it in: edit tables/normandie44/jump-adjust.csv, or pass --tables DIR with your own copy of jump-adjust.csv.
