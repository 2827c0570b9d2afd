# 'umpire-state,1,chess': no such game. Exit 65, placed at line 1, column 3 (the game field).
cmd: resolve tests/golden/data/unknown-game.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv
status: 65
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/unknown-game.csv:1:3: unknown game 'chess' (see 'umpire games')
