# §3.2 piat: brit carries no Piat marker: refused.
cmd: resolve tests/golden/data/hn-fire.csv destruction unit=brit weapon=piat at=D6 --dice 4,5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: brit has no Piat marker (§3.2 piat)
