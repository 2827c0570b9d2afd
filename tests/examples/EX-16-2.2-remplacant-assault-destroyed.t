# EX-16 (§2.2 remplaçant): 'Heavy weapon destroyed in an assault ⇒ not allowed':
# mg1, on its back face, loses the assault and is destroyed; loader does not save it.
cmd: resolve tests/examples/data/hn-ex16-remplacant-assault.csv assault unit=brit target=mg1 replace=loader retreat=E6 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,mg1,de,mg42,dead,back,,$" $TMP/s.csv
sh: grep -q "^unit,loader,de,loader,D7,front,,$" $TMP/s.csv
--- stdout
brit (rifles) assaults mg1 (mg42-r) (core 3.2.1, 6.3).
brit rolls 1d6 = 6 + attack 3 = 9 (core 6.3).
mg1 rolls 1d6 = 1 + attack 1 = 2 (core 6.3).
brit wins the assault, 9 to 2 (core 6.3).
mg1 loses the assault: a step, and it falls back (core 6.3).
loader cannot take the damage: the heavy weapon is destroyed in an assault (§2.2 remplaçant).
mg1 is destroyed (core 3.2.3).
brit takes E5 (core 6.3).
--- stderr
