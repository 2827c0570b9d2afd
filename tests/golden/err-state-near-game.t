# 'umpire-state,1,omha': a misspelt game: the nearest one, exit 65 at line 1, column 3.
cmd: check tests/golden/data/near-game.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/near-game.csv:1:3: unknown game 'omha'; did you mean 'omaha'? (see 'umpire games')
