# The sequence of play: a Fire action in the Order phase is refused.
cmd: resolve tests/golden/data/hn-turn.csv fire unit=brit target=ger --dice 3 -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: 'fire' is not an order of the Order phase: it belongs to the Activation phase (core 3.2); the Reserve phase (core 3.3) (core 3 (Phase d'Ordre, d'Activation, de Réserve))
