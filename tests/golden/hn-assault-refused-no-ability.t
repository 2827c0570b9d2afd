# assault by a unit without the Assault ability: refused (ruling
# assault-ability=ability).
cmd: resolve tests/golden/data/hn-assault.csv assault unit=clerks target=tank path=H3 --dice 1,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: clerks has no Assault ability: not every unit may assault (core 6.3; ruling assault-ability)
