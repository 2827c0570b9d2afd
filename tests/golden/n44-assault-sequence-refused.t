# The sequence of play (§1.0, §1.1): no assault in the movement phase; the ruling
# sequence=off lets it through and says so.
cmd: resolve tests/golden/data/n44-move.csv assault hq=us-vii att=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: 'assault' is not an order of phase A, player 1's movement on the map: it belongs to phase A, player 1's combat phase (§1.1.3); phase A, player 2's combat phase (§1.1.3); phase B, player 1's combat phase (§1.1.3); phase B, player 2's combat phase (§1.1.3); the Night phase, airborne operations (§10 0.1); the Night phase, German reaction (§10 0.2); phase A, the first assault waves (§10 A.1); phase A, the second wave (§10 A.1); phase A, the German reaction (§10 A.2); phase B, the combat phase: the last wave lands (§10 B.1); phase B, the German reaction (§10 B.2) (§1.0, §1.1)
