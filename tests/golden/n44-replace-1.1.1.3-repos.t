# §1.1.1.3, §6.10 (ruling repos-steps=one-per-replacement): a unit in the Repos box
# regains one step for a replacement: us-90, 1 of 3, now 2; a second replacement the
# same turn is refused (ruling rest-steps=one).
cmd: resolve tests/golden/data/n44-repos.csv replace unit=us-90 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-90,allied,us,infantry,90,2,3,.*,repos,0,0,replaced$" $TMP/out.csv
sh: ! $UMPIRE resolve $TMP/out.csv replace unit=us-90 --tables tests/examples/data/normandie44-tables -o $TMP/b.csv 2>$TMP/err && grep -q "us-90 has regained a step this turn (ruling rest-steps=one)" $TMP/err
--- stdout
us-90 regains a step for a replacement: 2 of 3 (§1.1.1.3).
--- stderr
