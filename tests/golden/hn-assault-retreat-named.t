# assault: when the defender may have to fall back the order names where
# (retreat=): refused as a usage error before any die.
cmd: resolve tests/golden/data/hn-assault.csv assault unit=brit target=ger path=B3 --dice 3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: assault: ger may have to fall back (core.csv assault_loser_defender): give retreat=SQ
