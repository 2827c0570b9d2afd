# verify --svg DIR: one picture of the first state, then one per order replayed, each
# well-formed SVG marking what its order changed (the Changes panel).
cmd: verify tests/golden/data/journal-s43.csv --svg $TMP/pics
status: 0
sh: test "$(ls $TMP/pics | tr "\n" " ")" = "0000-start.svg 0001-assault.svg 0002-assault.svg 0003-decide.svg "
sh: python3 -c "import sys,xml.etree.ElementTree as E; [E.parse(f) for f in sys.argv[1:]]" $TMP/pics/*.svg
sh: grep -q "de-a eliminated at 4111" $TMP/pics/0001-assault.svg && ! grep -q "Changes" $TMP/pics/0000-start.svg
--- stderr
