# §5.0 (the NOT IMPLEMENTED list): "une unité qui ... se retrouve dans une ZdC
# ennemie à la suite d'une avance après combat du défenseur perd la possibilité
# de faire mouvement pour ce tour". The Axis (inactive) ge-1 advances into
# 2523; the Allied us-low in 2422 is in its ZOC there (its only other
# neighbour, ge-h, is across a precipice): marked held, its move is refused
# this turn, and the turn order removes the marker.
cmd: resolve tests/golden/data/s43-advance-11.11.csv advance unit=ge-1 path=2523 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,us-low,.*,held$' $TMP/a.csv && ! grep -q '^unit,us-z2,.*held' $TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv move unit=us-low path=2523 2>$TMP/e >/dev/null && grep -qxF "umpire: move: us-low was put in an enemy ZOC by the defender's advance after combat: it may not move this turn (§5.0)" $TMP/e
sh: $UMPIRE resolve $TMP/a.csv turn -o $TMP/b.csv && ! grep -q '^unit,us-low,.*held' $TMP/b.csv
