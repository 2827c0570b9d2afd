# §8.13: three attackers in three hexes need three actions; the 1st Division gives 2 (§7).
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,H/1/16,K/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: the 1st Division has given its 2 actions this turn (§4 V, §7; ruling a14-actions-per)
