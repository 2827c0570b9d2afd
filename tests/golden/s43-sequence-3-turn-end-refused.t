# §3 (issue 12): with the phase recorded, end= names the phase now or a later
# one of the same player's turn; the combat phase of the Allied player is over
# once his movement phase is under way: turn end=combat is refused; so is
# end=player in the preliminary phases. §9.1: walking past a combat phase in
# which a unit in an enemy ZOC did not attack is refused too.
cmd: resolve tests/golden/data/s43-sequence.csv turn end=movement -o $TMP/a.csv
status: 0
sh: grep -qx 'set,phase,reinforcement' $TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv turn end=combat 2>$TMP/e >/dev/null && grep -qxF 'umpire: turn: end=combat: the phase now is the reinforcement phase (§3.1 B d), the active player'"'"'s; end= names it or a later phase of the same player'"'"'s turn (§3)' $TMP/e
sh: sed 's/,fought$/,/' tests/golden/data/s43-sequence.csv >$TMP/n.csv && ! $UMPIRE resolve $TMP/n.csv turn end=phase 2>$TMP/o >/dev/null && grep -qF '(§9.1)' $TMP/o
sh: sed 's/^set,phase,combat$/set,phase,naval/' tests/golden/data/s43-sequence.csv >$TMP/p.csv && ! $UMPIRE resolve $TMP/p.csv turn end=player 2>$TMP/q >/dev/null && grep -qxF 'umpire: turn: end=player: the naval bombardment phase is a preliminary phase, before any player'"'"'s turn (end=phase ends it) (§3.1 A e)' $TMP/q
