# E3 (§5.4): the German HQ returns in the German segment of 2/B, where the German
# player places it (place=).
cmd: resolve tests/examples/data/n44-e3.csv turn to=B2-reinforce place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,box:Rennes," $TMP/out.csv
--- stdout
Turn 2: B-air ends; B1-reinforce begins (§1.0).
HQ us-vii returns as a reinforcement, to the Allied strategic reserve (§5.4).
Turn 2: B1-reinforce ends; B1-move begins (§1.0).
Turn 2: B1-move ends; B1-combat begins (§1.0).
Turn 2: B1-combat ends; B2-reinforce begins (§1.0).
HQ de-lxxxiv returns as a reinforcement: box:Rennes (§5.4).
--- stderr
