# §10 0.2: the night's German reaction moves a unit only into a hex in Confusion.
cmd: resolve tests/golden/data/n44-night.csv move unit=de-91-1057 path=0714 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 1
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: de-91-1057 moves one hex, into a hex in Confusion it reinforces, in the night's German reaction (§10 0.2)
