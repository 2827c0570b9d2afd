# los: squares must be on the board.
cmd: resolve tests/examples/data/hn-ex04-sum.csv los from=D1 to=Z99 -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: los: from= and to= must be squares of the 8x9 board (C4)
