# §10 0.2: a German unit next to no Allied unit does not act in the night's reaction.
cmd: resolve tests/golden/data/n44-night.csv move unit=de-243-920 path=0816 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: de-243-920 is next to no Allied unit: it may not act in the night's German reaction (§10 0.2)
