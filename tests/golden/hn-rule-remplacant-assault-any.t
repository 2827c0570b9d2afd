# ruling remplacant-assault=any (A19): a Remplaçant takes no assault damage at all;
# mg loses its step itself.
cmd: resolve tests/golden/data/hn-assault-remplacant.csv assault unit=brit target=mg replace=loader retreat=D6 --dice 6,1 --rule remplacant-assault=any --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,loader,de,loader,D7,front,,$" $TMP/s.csv
sh: grep -q "^unit,mg,de,mg42,D6,back,,$" $TMP/s.csv
--- stdout
Ruling remplacant-assault=any applies (the default is destroyed) (§2.2 remplaçant; A19).
brit (rifles) assaults mg (mg42) (core 3.2.1, 6.3).
brit rolls 1d6 = 6 + attack 3 = 9 (core 6.3).
mg rolls 1d6 = 1 + attack 1 = 2 (core 6.3).
brit wins the assault, 9 to 2 (core 6.3).
mg loses the assault: a step, and it falls back (core 6.3).
loader cannot take the damage: the heavy weapon is damaged in an assault (§2.2 remplaçant; ruling remplacant-assault).
mg loses a step: it turns to its back face (mg42-r) (§3.5 Pas de Perte).
mg falls back to D6 (core 6.3).
brit takes D5 (core 6.3).
--- stderr
