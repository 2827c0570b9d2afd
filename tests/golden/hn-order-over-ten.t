# §3.3 hardened: never more than 10 numbered Order markers.
cmd: resolve tests/golden/data/hn-turn.csv order unit=brit token=11 -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: order: token=11: 1 to 10, special, bluff or none
