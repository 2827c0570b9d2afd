# victory with set,winner,axes (a misspelt axis): was taken as a game already
# decided, a draw; now bad data (65), and check refuses it at its line.
cmd: resolve tests/bad/victory-winner-axes.csv victory -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
sh: ! $UMPIRE check tests/bad/victory-winner-axes.csv 2>/dev/null
--- stdout
--- stderr
umpire: tests/bad/victory-winner-axes.csv:6:3: winner 'axes' is not allied, axis or draw (umpire-salerno43(7))
