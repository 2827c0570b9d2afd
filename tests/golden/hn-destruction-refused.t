# Destruction by a unit without the ability: refused.
cmd: resolve tests/golden/data/hn-engineer.csv destruction unit=rifles at=D2 --dice 4 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: rifles has no Destruction ability (weapon=piat uses a Piat's) (Recap p.08; §3.2 piat)
