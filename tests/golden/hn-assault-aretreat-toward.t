# the attacker falls back away from the defender: F5 is no farther from fox (F6).
cmd: resolve tests/golden/data/hn-assault-fer-step.csv assault unit=cdo target=fox path=E5 retreat=F7 aretreat=F5 --dice 1,2,5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: cdo cannot fall back to F5: an empty square within 1, farther from fox (core 6.3)
