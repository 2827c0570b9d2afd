# §9.68, §9.12 (issue 12; ruling combat-per-hex): "A la fin de ce round, le
# combat est terminé dans cet hex": us-1 attacks de-1 in 4211 (three rounds, no
# loss); 4211 has had its combat of the phase, so us-3 may not attack it again
# in the same combat phase (refused, nothing written), unless the ruling is
# any; us-3, in de-1's ZOC, had to attack it (§9.1) with us-1, in one combat
# (§9.12: several stacks attack one together). The combat markers (marker rows
# of type combat) go at the end of the combat phase (§9.9).
cmd: resolve tests/golden/data/s43-two-combats.csv assault from=4111 to=4211 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/a.csv
status: 0
sh: grep -qx 'marker,combat-4211,combat,4211,defender,allied' $TMP/a.csv && grep -qx 'marker,combat-4111,combat,4111,attacker,allied' $TMP/a.csv
sh: ! $UMPIRE resolve $TMP/a.csv assault from=4210 to=4211 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/b.csv 2>$TMP/e && test ! -e $TMP/b.csv && grep -qxF 'umpire: assault: 4211 has been in a combat already in this combat phase: the combat is over in that hex (§9.68, §9.12; ruling combat-per-hex)' $TMP/e
sh: ! $UMPIRE resolve $TMP/a.csv turn end=phase 2>$TMP/o >/dev/null && grep -qxF 'umpire: turn end=combat: us-3 in 4210 is in an enemy ZOC, not marked withdraw, and its hex has not attacked (§9.1)' $TMP/o
sh: $UMPIRE resolve $TMP/a.csv assault from=4210 to=4211 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never --rule combat-per-hex=any -o $TMP/c.csv
sh: $UMPIRE resolve $TMP/c.csv turn end=phase -o $TMP/d.csv >$TMP/log && ! grep -q '^marker,combat' $TMP/d.csv && grep -qxF '3 combat markers removed (4211, 4210, 4111) (§9.68: one combat a hex and a phase).' $TMP/log
sh: $UMPIRE resolve tests/golden/data/s43-two-combats.csv assault from=4111,4210 to=4211 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/f.csv && $UMPIRE resolve $TMP/f.csv turn end=phase -o $TMP/g.csv
