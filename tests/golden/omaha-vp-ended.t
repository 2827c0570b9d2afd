# §13.2 (seed lines 3181-3184): the points are counted "si aucune division américaine n'a
# subi de pertes catastrophiques"; §13.1 ended the game (set,result,catastrophic-loss): the
# check is refused, the result stays, nothing written.
cmd: resolve tests/examples/data/omaha-vp-fw-lost.csv victory check=first-waves -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: victory: the game has ended (set,result,catastrophic-loss): no victory check after (§13.1, §13.2, §20, §20.1)
