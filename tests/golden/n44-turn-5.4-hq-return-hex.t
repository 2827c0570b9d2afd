# Ruling hq-return=hex (digest 11.3.13): the destroyed HQ returns to a hex of its player's
# choice.
cmd: resolve tests/golden/data/n44-transfer.csv turn place=de-lxxxiv:0915 --tables tests/examples/data/normandie44-tables --rule hq-return=hex -o $TMP/out.csv
status: 0
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,0915,$" $TMP/out.csv
--- stdout
Turn 3: A-air ends; A1-reinforce begins (§1.0).
de-116pz in the entry box Le-Mans is transferred onto the map, to 1017 (§1.1.2.1).
de-2pz on the exit hex 1015 (b) goes to the box Rennes (§1.1.2.1).
de-9pz in the entry box Rennes is transferred onto the map, to 1015 (§1.1.2.1).
Reinforcement de-353 comes in: 1017 (§1.1.2.1).
HQ de-lxxxiv returns as a reinforcement: 0915 (§5.4).
--- stderr
