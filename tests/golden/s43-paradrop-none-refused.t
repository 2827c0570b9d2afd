# paradrop (§26.1): no drop is planned for the turn: refused.
cmd: resolve tests/golden/data/s43-turn.csv paradrop
status: 1
--- stdout
--- stderr
umpire: paradrop: no drop is planned for 11-night (drop rows) (§26.1, §3.3 A b)
