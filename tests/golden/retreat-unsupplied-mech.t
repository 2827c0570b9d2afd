# retreat (§7.33, §21.8): a mechanised company out of supply has MA 2 in retreat:
# 3 hexes (die 3) cost 3 MP, so it stays and loses a step (2 -> 1).
cmd: resolve tests/golden/data/retreat-a.csv retreat unit=16pz-64-a --dice 3 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,16pz-64-a,.*,2665,,2,1,2,.*,out_of_supply$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
16pz-64-a is mechanised and out of supply: MA 2 in retreat (§7.33).
16pz-64-a rolls 1d6 = 3: retreat 3 hexes (§21.2).
No legal retreat of 3 hexes from 2665 within MA 2: 16pz-64-a stays and loses a step (§21.8).
--- stderr
