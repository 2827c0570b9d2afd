# fire: rifles have '-' against heavy vehicles: refused (core 3.2.3).
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=tank --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: brit has no attack value against a heavy vehicle ('-') (core 3.2.3)
