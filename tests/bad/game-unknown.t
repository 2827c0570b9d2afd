# tests/bad/game-unknown.csv (see README.md): line 1 names 'nosuchgame', a game
# that this umpire does not have: refused at 1:3.
cmd: check tests/bad/game-unknown.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/game-unknown.csv:1:3: unknown game 'nosuchgame' (see 'umpire games')
