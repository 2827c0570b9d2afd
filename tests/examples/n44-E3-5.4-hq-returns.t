# E3 (§5.4): the HQs destroyed on turn 1/B are reinforcements on turn 2/B: the Allied
# one comes to the strategic reserve at the start of the Allied movement (player 1).
cmd: resolve tests/examples/data/n44-e3.csv turn --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^hq,us-vii,allied,us,1,8,available,reserve," $TMP/out.csv
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,track:2:B," $TMP/out.csv
--- stdout
Turn 2: B-air ends; B1-reinforce begins (§1.0).
HQ us-vii returns as a reinforcement, to the Allied strategic reserve (§5.4).
--- stderr
