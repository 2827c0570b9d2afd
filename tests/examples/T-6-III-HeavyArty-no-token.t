# T-6 (§III-HeavyArty L340): no target token when the hit unit is eliminated or
# forced back. Grenade + flag (faces 4, 6) at range 2 (3 dice: the third is a star,
# face 5) against a 1-figure unit: eliminated, no token. Infantry symbol + flag
# at range 3 (2 dice) against 4 figures in the open: 1 hit and a retreat (the
# Allied baseline is below, so to row 3; retreat=0403 picks between 0303 and 0403):
# no token.
cmd: resolve tests/examples/data/m44-guns.csv bombard from=0101 to=0302 --dice 1,6 retreat=0403 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled," $TMP/s.csv
sh: grep -q "^unit,gb-inf-2,allies,GB,infantry,0403,3," $TMP/s.csv
sh: sed "s/,0601,4,/,0301,1,/" $ROOT/tests/examples/data/m44-guns.csv > $TMP/one.csv && "$UMPIRE" resolve $TMP/one.csv bombard from=0101 to=0301 --dice 4,6,5 -o $TMP/e.csv | grep -q "eliminated: 1 medal to the axis" && grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0101,2,,2,,,battled," $TMP/e.csv && grep -q "^set,medals.axis,1" $TMP/e.csv
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-hart-1 (heavy_artillery, 2 figures) in 0101 fires at gb-inf-2 (infantry) in 0302 at range 3 (B-9, §6.2).
heavy_artillery dice at range 3: 2 (§III-HeavyArty L338, §III-Destroyer L362).
de-hart-1 rolls 2 battle dice against gb-inf-2: infantry, flag (B-1).
gb-inf-2 loses 1 figure to 1 hit (B-2).
gb-inf-2 retreats 1 hex from 0302 to 0403 (B-11).
--- stderr
