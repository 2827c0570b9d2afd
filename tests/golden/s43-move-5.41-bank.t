# §5.41, §5.43, §5.44 (the NOT IMPLEMENTED list): "Une unité qui débute la
# phase mouvement dans un hex contenant une rivière ... peut passer sur l'autre
# rive, sans dépenser de PM": a path that names the hex the unit stands in
# changes its bank without leaving the hex. us-inf (foot) crosses the class-1
# river of 2727 to bank B; us-tank may not (§5.43: foot infantry only); us-ht
# crosses the class-2 river of 3030 (§5.44); a second crossing later in the
# move is refused (only from the start of the phase).
cmd: resolve tests/golden/data/s43-bank.csv move unit=us-inf path=2727 -o $TMP/a.csv
status: 0
sh: grep -qx 'unit,us-inf,allied,US,36,infantry,company,soft,2727,B,2,2,2,5,4,6,moved;mp=0' $TMP/a.csv
sh: ! $UMPIRE resolve tests/golden/data/s43-bank.csv move unit=us-tank path=2727 >/dev/null 2>&1
sh: $UMPIRE resolve tests/golden/data/s43-bank.csv move unit=us-ht path=3030 -o $TMP/b.csv && grep -q '^unit,us-ht,.*,3030,B,' $TMP/b.csv
sh: ! $UMPIRE resolve tests/golden/data/s43-bank.csv move unit=us-inf path=2727,2826 >/dev/null 2>&1
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-inf: movement allowance 6, on foot (§2.12).
us-inf crosses the river in 2727 to bank B, staying in the hex, for 0 MP (§5.41, §5.43).
Moved to 2727: 1 hex entered (§5.1).
