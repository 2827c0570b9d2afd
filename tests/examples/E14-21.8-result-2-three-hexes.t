# E14 (§21.8): -1 announced, die 3: a retreat of 2 hexes; 2566, 2666 and 2766
# are all legal first hexes and all linked to supply, so the Axis player chooses
# (pending decision); 'decide 2766' then leaves only 2865 as second hex.
cmd: resolve tests/examples/data/e14.csv retreat unit=16pz-2-pz-4 announce=-1 --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,axis,path,2566|2666|2766,retreat unit=16pz-2-pz-4 announce=-1,3,$" $TMP/out.csv
sh: $UMPIRE resolve $TMP/out.csv decide 2766 -o $TMP/out2.csv
sh: grep -q "^unit,16pz-2-pz-4,.*,2865,A,1,1,1,.*,$" $TMP/out2.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 announces -1 (§21.2).
16pz-2-pz-4 rolls 1d6 = 3 -1: retreat 2 hexes (§21.2).
Hex 1 of the retreat: legal: 2566, 2666, 2766 (§21.6).
The Axis player chooses (§21.7): answer with 'umpire resolve STATE decide HEX', HEX one of 2566|2666|2766; nothing is applied until the retreat ends (pending).
--- stderr
