# Ruling exit-victory-road=not-required (A37): umpire does not judge an exit victory without
# the §28.11 road, so victory refuses, naming the ruling, and writes nothing.
cmd: resolve tests/golden/data/s43-victory-allied.csv victory --rule exit-victory-road=not-required -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: victory: ruling exit-victory-road=not-required: the §28.12 exit victory without the §28.11 road is not judged by umpire; record it with set,winner (§28.11, §28.12; A37)
