# T-5 (§III-HeavyArty L340-L344): heavy artillery at range 5 (1 die) rolls a grenade
# (face 4) on British infantry (4 figures) in the open: 1 hit, not eliminated, no
# retreat, so its target token goes on 0601. A second heavy artillery at range 3
# then rolls 2 + 1 = 3 dice (any token helps every gun, L342). When the infantry
# moves, the token returns (2 dice again at range 3); when the gun moves (on a later
# turn: a unit that battled moves no more that turn, B-7), its token returns at once.
cmd: resolve tests/examples/data/m44-guns.csv bombard from=0101 to=0601 --dice 4 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,0601,,battled," $TMP/s.csv
sh: "$UMPIRE" odds $TMP/s.csv bombard from=0604 to=0601 | grep -q "(gb-inf-1: 3 dice)"
sh: sed "s/^set,active,axis/set,active,allies/" $TMP/s.csv > $TMP/a.csv && "$UMPIRE" resolve $TMP/a.csv move unit=gb-inf-1 path=0701 -o $TMP/m.csv | grep -q "returns to de-hart-1" && grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled," $TMP/m.csv
sh: sed "s/^set,active,allies/set,active,axis/" $TMP/m.csv > $TMP/b.csv && "$UMPIRE" odds $TMP/b.csv bombard from=0604 to=0701 | grep -q "(gb-inf-1: 2 dice)"
sh: sed "s/^\(unit,de-hart-1,.*\),battled,/\1,,/" $TMP/s.csv > $TMP/n.csv && "$UMPIRE" resolve $TMP/n.csv move unit=de-hart-1 path=0102 | grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0102,2,,2,,1,moved,"
sh: out=$("$UMPIRE" resolve $TMP/s.csv move unit=de-hart-1 path=0102 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "units move before they battle"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-hart-1 (heavy_artillery, 2 figures) in 0101 fires at gb-inf-1 (infantry) in 0601 at range 5 (B-9, §6.2).
heavy_artillery dice at range 5: 1 (§III-HeavyArty L338, §III-Destroyer L362).
de-hart-1 rolls 1 battle die against gb-inf-1: grenade (B-1).
gb-inf-1 loses 1 figure to 1 hit (B-2).
de-hart-1 hit gb-inf-1 without eliminating it or forcing it back: its target token goes on 0601 (§III-HeavyArty L340, §III-Destroyer L364).
--- stderr
