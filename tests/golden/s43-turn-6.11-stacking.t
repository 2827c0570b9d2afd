# §6.11 (issue 12): "La limite d'empilement est vérifiée à la fin de la phase de
# retraite par le joueur actif ... le joueur actif doit éliminer autant
# d'unités que nécessaire". 9 US companies in 4111 (the limit is 8, §6.1): the
# end of the Allied retreat phase waits for the Allied player's choice (a
# pending decision, nothing else written); he names us-i, which is eliminated.
# 2737, a completed beach where units landed this turn, holds 9 (§18.36); the
# next turn its surplus re-embarks (off the map) instead. A unit named and not
# needed is refused.
cmd: resolve tests/golden/data/s43-stacking.csv turn end=retreat -o $TMP/a.csv
status: 0
sh: grep -qx 'pending,1,allied,eliminate,us-a|us-b|us-c|us-d|us-e|us-f|us-g|us-h|us-i,turn end=retreat,,stack' $TMP/a.csv && grep -q '^unit,us-i,.*,4111,' $TMP/a.csv
sh: $UMPIRE resolve $TMP/a.csv decide us-i -o $TMP/b.csv && grep -q '^unit,us-i,allied,US,36,1/141,infantry,company,soft,,eliminated,,9,0,' $TMP/b.csv && ! grep -q '^pending' $TMP/b.csv && grep -q '^unit,us-bi,.*,2737,' $TMP/b.csv
sh: sed 's/,entered$/,/' tests/golden/data/s43-stacking.csv >$TMP/c.csv && $UMPIRE resolve $TMP/c.csv turn end=retreat eliminate=us-i,us-bi -o $TMP/d.csv >$TMP/log && grep -q '^unit,us-bi,.*,offmap,,9,2,' $TMP/d.csv && grep -qxF 'us-bi re-embarks (off the map, to land again) from 2737: the stack was over the limit at the end of the retreat phase (§6.11, §18.36).' $TMP/log
sh: ! $UMPIRE resolve tests/golden/data/s43-stacking.csv turn end=retreat eliminate=us-i,us-bi 2>$TMP/e >/dev/null && grep -qxF 'umpire: turn: eliminate= names us-bi, which 2737 needs not lose: the active player eliminates only as many units as needed (9 companies at most) (§6.11)' $TMP/e
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
4111 holds 27 platoons of the Allied player at the end of his retreat phase, more than 8 companies: he eliminates units until it fits (§6.11).
The Allied player chooses (§6.11): answer with 'umpire resolve STATE decide ID', ID one of us-a|us-b|us-c|us-d|us-e|us-f|us-g|us-h|us-i; nothing is applied until the stacks fit (pending).
