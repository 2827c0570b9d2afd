# §6.7, seed L1470-1471: the defender left 0713, the combat hex, then 0613: an
# advance follows it, 0713 first; one straight into 0613 is refused, writing nothing.
cmd: resolve tests/golden/data/n44-advance.csv advance units=us-4-8 path=0613 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: the advance enters the combat hex 0713 first, then the hexes the defender's retreat went through (0713;0613) (§6.7)
