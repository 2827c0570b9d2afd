# Ruling german-reinforcements=box (digest 10.27): every German reinforcement goes to its box:
# de-353's counter names 1017, whose exit letter a leads to Le Mans.
cmd: resolve tests/golden/data/n44-transfer.csv turn place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables --rule german-reinforcements=box -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-353,.*,box:Le-Mans," $TMP/out.csv
--- stdout
Turn 3: A-air ends; A1-reinforce begins (§1.0).
de-116pz in the entry box Le-Mans is transferred onto the map, to 1017 (§1.1.2.1).
de-2pz on the exit hex 1015 (b) goes to the box Rennes (§1.1.2.1).
de-9pz in the entry box Rennes is transferred onto the map, to 1015 (§1.1.2.1).
Reinforcement de-353 comes in: box:Le-Mans (§1.1.2.1).
HQ de-lxxxiv returns as a reinforcement: box:Rennes (§5.4).
--- stderr
