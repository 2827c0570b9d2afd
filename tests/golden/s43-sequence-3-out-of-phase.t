# §3 (issue 12): the state records its phase (set,phase combat, set,active
# allied): a move belongs to the movement and reinforcement phases, so it is
# refused in the combat phase, citing the sequence of play, nothing written;
# an assault belongs to it, and so does the part of an order in its own phases:
# land fire= (the first-wave fire) is the set-up's (§3.0). Ruling sequence=off lets the move through and the
# log says so.
cmd: resolve tests/golden/data/s43-sequence.csv move unit=us-2 path=4114 -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-sequence.csv move unit=us-2 path=4114 --rule sequence=off 2>&1 >/dev/null | grep -qxF "Ruling sequence=off: 'move' is given in the combat phase, out of the sequence of play (§3)."
sh: ! $UMPIRE resolve tests/golden/data/s43-sequence.csv land fire=US 2>$TMP/l >/dev/null && grep -qxF "umpire: 'land fire=' is not an order of the combat phase: it belongs to the set-up (the first-wave reaction fire) (§3.0) (§3)" $TMP/l
--- stdout
--- stderr
umpire: 'move' is not an order of the combat phase: it belongs to the movement phase (§3.1 B c); the reinforcement phase (§3.1 B d); the night reinforcement phase (§3.3 B a) (§3)
