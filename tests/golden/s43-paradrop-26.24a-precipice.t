# §26.24 a with §4.0 (ruling paradrop-adjacent; the reshaping review): "Si des
# unités de l'Axe sont adjacentes, un pas de perte supplémentaire est
# appliqué". 505-b lands in 4046, next to the Axis AA gun in 4045 across a
# precipice. The letter (default): the units are adjacent, a step is lost (and
# the coast costs another, §26.24 b: eliminated); with paradrop-adjacent=zoc
# only an Axis unit whose ZOC reaches the hex counts, and none crosses the
# precipice (§4.0): the coast step alone.
cmd: resolve tests/golden/data/s43-drop-precipice.csv paradrop --dice 6,6,1,6,1,6 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,505-b,.*,eliminated,' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-drop-precipice.csv paradrop --dice 6,6,1,6,1,6 --rule paradrop-adjacent=zoc -o $TMP/b.csv >$TMP/log && grep -q '^unit,505-b,allied,US,82,para,company,soft,,4046,1,1,' $TMP/b.csv && ! grep -q 'loses a step: Axis units adjacent' $TMP/log
