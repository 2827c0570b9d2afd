# retreat (§21.2, §21.7): seeded with seed g, the die gives 2, -1: one hex, three
# choices: the order waits, no draw counted; 'decide 2566' re-runs it with the
# same die and the platoon retreats to 2566, draws 1.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --seed g -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,axis,path,2566|2666|2766,retreat unit=16pz-2-pz-4 announce=-1,,g$" $TMP/out.csv
sh: ! grep -q "^set,draws," $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide 2566 -o $TMP/out2.csv
sh: grep -q "^unit,16pz-2-pz-4,.*,2566,,1,1,1,.*,$" $TMP/out2.csv
sh: grep -q "^set,draws,1$" $TMP/out2.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 announces -1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 2 -1: retreat 1 hex (§21.2).
Hex 1 of the retreat: legal: 2566, 2666, 2766 (§21.6).
The Axis player chooses (§21.7): answer with 'umpire resolve STATE decide HEX', HEX one of 2566|2666|2766; nothing is applied until the retreat ends (pending).
--- stderr
