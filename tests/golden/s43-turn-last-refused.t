# turn (§29.1): the campaign ends with 17-night; no turn follows.
cmd: resolve tests/golden/data/s43-victory.csv turn
status: 1
--- stdout
--- stderr
umpire: turn: the campaign ends with the night of 17 September (17-night); judge it with 'victory' (§29.1, §28.4)
