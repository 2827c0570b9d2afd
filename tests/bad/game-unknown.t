# tests/bad/game-unknown.csv (see README.md): line 1 names 'omaha', a game of DESIGN.md
# that this umpire does not have: refused at 1:3.
cmd: check tests/bad/game-unknown.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/game-unknown.csv:1:3: unknown game 'omaha' (see 'umpire games')
