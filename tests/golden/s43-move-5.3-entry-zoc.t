# §5.3, §18.21, §4.1 (ruling entry-zoc; the NOT IMPLEMENTED list): the entry
# hex 0308 is in the ZOC of us-inf. A mechanised reinforcement pays its entry
# MP as the first MP of a road stretch (§18.21, E3), and "Il n'est pas possible
# d'entrer dans une ZdC ennemie en utilisant le mouvement par route" (§5.3):
# de-pz is refused; de-inf, on foot, enters and stops (§4.1). Under
# entry-zoc=stops the panzers enter and stop too.
cmd: resolve tests/golden/data/s43-entry-zoc.csv move unit=de-pz path=0308 opp_fire=no -o $TMP/a.csv
status: 1
sh: test ! -e $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-entry-zoc.csv move unit=de-inf path=0308 opp_fire=no -o $TMP/b.csv && grep -q '^unit,de-inf,.*,0308,.*assault' $TMP/b.csv
sh: $UMPIRE resolve tests/golden/data/s43-entry-zoc.csv move unit=de-pz path=0308 opp_fire=no --rule entry-zoc=stops -o $TMP/c.csv && grep -q '^unit,de-pz,.*,0308,' $TMP/c.csv
sh: ! $UMPIRE resolve tests/golden/data/s43-entry-zoc.csv move unit=de-inf path=0308,0309 opp_fire=no 2>/dev/null >/dev/null
--- stdout
--- stderr
umpire: move: de-pz enters the map by road into 0308, in an enemy ZOC: road movement does not enter an enemy ZOC (§5.3, §18.21; ruling entry-zoc)
