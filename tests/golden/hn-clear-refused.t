# Only an Engineer clears: refused for the riflemen.
cmd: resolve tests/golden/data/hn-engineer.csv clear unit=rifles marker=m1 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: rifles has no Ingénieur ability (§2.4 ingénieurs)
