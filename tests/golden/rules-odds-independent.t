# The odds of the shipped fixture, one round and the whole combat under
# policy=always, against an independent computation from the rulebook and the
# combat table CSV (data/commando_odds.py): every (rounds, att_lost, def_lost)
# probability must agree exactly, and each distribution must sum to exactly 1.
cmd: odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --format csv
status: 0
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --format csv | python3 tests/golden/data/commando_odds.py 1
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 policy=always --format csv | python3 tests/golden/data/commando_odds.py 3
sh: "$UMPIRE" odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 policy=always rounds=2 --format csv | python3 tests/golden/data/commando_odds.py 2
