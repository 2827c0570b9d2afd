# retreat (§21.7): 2 hexes; 2865, the only end by 2766, is out of supply while
# other ends are in supply, so 2766 is no longer a legal first hex: the choice
# is between 2566 and 2666.
cmd: resolve tests/golden/data/retreat-a.csv retreat unit=16pz-2-pz-4 --dice 2 -o $TMP/out.csv
status: 0
sh: grep -q "^pending,1,axis,path,2566|2666,retreat unit=16pz-2-pz-4,2,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-2-pz-4 rolls 1d6 = 2: retreat 2 hexes (§21.2).
Hex 1 of the retreat: legal: 2566, 2666 (§21.6).
The Axis player chooses (§21.7): answer with 'umpire resolve STATE decide HEX', HEX one of 2566|2666; nothing is applied until the retreat ends (pending).
--- stderr
