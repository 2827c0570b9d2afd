# core 3.1: token 1 is already on another CW unit: refused.
cmd: resolve tests/golden/data/hn-turn.csv order unit=brit token=1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: token 1 is already on other (core 3.1)
