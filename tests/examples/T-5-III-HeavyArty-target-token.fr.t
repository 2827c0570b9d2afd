# French transcript of T-5-III-HeavyArty-target-token.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-guns.csv bombard from=0101 to=0601 --dice 4 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,0601,,battled," $TMP/s.csv
sh: "$UMPIRE" odds $TMP/s.csv bombard from=0604 to=0601 | grep -q "(gb-inf-1: 3 dice)"
sh: sed "s/^set,active,axis/set,active,allies/" $TMP/s.csv > $TMP/a.csv && "$UMPIRE" resolve $TMP/a.csv move unit=gb-inf-1 path=0701 -o $TMP/m.csv | grep -q "returns to de-hart-1" && grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled," $TMP/m.csv
sh: sed "s/^set,active,allies/set,active,axis/" $TMP/m.csv > $TMP/b.csv && "$UMPIRE" odds $TMP/b.csv bombard from=0604 to=0701 | grep -q "(gb-inf-1: 2 dice)"
sh: sed "s/^\(unit,de-hart-1,.*\),battled,/\1,,/" $TMP/s.csv > $TMP/n.csv && "$UMPIRE" resolve $TMP/n.csv move unit=de-hart-1 path=0102 | grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0102,2,,2,,1,moved,"
sh: out=$("$UMPIRE" resolve $TMP/s.csv move unit=de-hart-1 path=0102 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "units move before they battle"
--- stdout
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
de-hart-1 (heavy_artillery, 2 figurines) en 0101 tire sur gb-inf-1 (infantry) en 0601 à la portée 5 (B-9, §6.2).
heavy_artillery dés à la portée 5 : 1 (§III-HeavyArty L338, §III-Destroyer L362).
de-hart-1 lance 1 dé de combat contre gb-inf-1 : grenade (B-1).
gb-inf-1 perd 1 figurine sur 1 coup au but (B-2).
de-hart-1 a touché gb-inf-1 sans l'éliminer ni la faire reculer : son jeton « cible » va en 0601 (§III-HeavyArty L340, §III-Destroyer L364).
--- stderr
