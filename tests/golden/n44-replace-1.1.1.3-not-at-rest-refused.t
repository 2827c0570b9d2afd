# §1.1.1.3: a replacement rebuilds a step of a unit at rest or in the Repos box only.
cmd: resolve tests/golden/data/n44-repos.csv replace unit=de-352 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: de-352 is not at rest: a replacement rebuilds a step of a unit at rest (§1.1.1.3)
