# 45 AA platoons in the target hex of an air marker: before the fix the AA
# shooters overflowed their array of 40 (AddressSanitizer: out of bounds in
# air.c); now bad data (65), nothing written.
cmd: resolve tests/bad/bombard-air-45-aa.csv bombard kind=air value=2 at=3132 --tables tests/examples/data/tables-e10 --dice 1 -o $TMP/out.csv
status: 65
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard: more than 32 AA units in 3132: more than a stack of 8 companies holds (§6.1)
