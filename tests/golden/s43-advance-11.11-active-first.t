# §11.11: the active player makes his advances after combat first. The Axis
# (inactive) ge-1 advances into 2523 (RMF = 1/3 against the Axis): the state
# records it (set,inactive_advanced,10-morning:allied), and the Allied us-z,
# whose advance into 3330 is legal before (s43-advance-11.41-rmf0.t), is then
# refused, nothing written.
cmd: resolve tests/golden/data/s43-advance-11.11.csv advance unit=ge-1 path=2523 -o $TMP/a.csv
status: 0
sh: grep -qx 'set,inactive_advanced,10-morning:allied' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-advance-11.11.csv advance unit=us-z path=3330 -o $TMP/ok.csv
sh: $UMPIRE resolve $TMP/a.csv advance unit=us-z path=3330 -o $TMP/b.csv 2>$TMP/e; test $? -eq 1 && test ! -e $TMP/b.csv && grep -qF 'are over (§11.11)' $TMP/e
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
ge-1 advances from 2524 next to the RMF = 1/3 marker in 2523 (§11.31, §11.13).
ge-1 enters 2523, counting no MP (§11.13).
us-low in 2422 is now in the ZOC of the defender's advance: it may not move this turn (marked held) (§5.0).
It is marked advanced (once a turn), never assault (§11.14, §4.11).
The inactive player advances: the active player's advances of this phase are over (§11.11).
--- stderr
