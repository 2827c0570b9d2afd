# §8.4: a 3 hits any ship, the Axis player's choice among the three that may be
# hit (not the DE that just arrived): the order waits for hit=.
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 --dice 1,2
status: 0
sh: grep -q "^pending,1,axis,hit,uk-cl|us-bb|us-dd," "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air attack on the ships in 2540 (morning turn) (§8.1).
Axis rolls 2d6 = 1+2 = 3: a hit on any ship (§8.2, §8.3).
Waiting for a decision (hit, §8.4; ruling ship-hit-by): answer with 'umpire resolve STATE decide ANSWER', ANSWER one of uk-cl|us-bb|us-dd (pending).
