# an attacker that may have to fall back must be given aretreat= (a choice named
# in the order); nothing is written.
cmd: resolve tests/golden/data/hn-assault-fer-step.csv assault unit=cdo target=fox path=E5 retreat=F7 --dice 1,2,5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: assault: cdo may have to fall back (core.csv assault_loser_attacker): give aretreat=SQ
