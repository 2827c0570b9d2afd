# §1.1.2.1: at the start of the German reinforcement phase, the units of the coloured boxes
# go onto their exit hexes free of the enemy (Le Mans to 1017; Rennes to 1015, the US
# holding 1016), those on an exit hex to its box (1015 to Rennes; 1014's c leads to no
# box of the test map); then the turn track: de-353 to its counter's hex, the HQ to the
# box named (§5.4).
cmd: resolve tests/golden/data/n44-transfer.csv turn place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-116pz,.*,1017,0,0,armdiv$" $TMP/out.csv
sh: grep -q "^unit,de-2pz,.*,box:Rennes," $TMP/out.csv
sh: grep -q "^unit,de-9pz,.*,1015," $TMP/out.csv
sh: grep -q "^unit,de-77,.*,1014," $TMP/out.csv
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,box:Rennes,$" $TMP/out.csv
--- stdout
Turn 3: A-air ends; A1-reinforce begins (§1.0).
de-116pz in the entry box Le-Mans is transferred onto the map, to 1017 (§1.1.2.1).
de-2pz on the exit hex 1015 (b) goes to the box Rennes (§1.1.2.1).
de-9pz in the entry box Rennes is transferred onto the map, to 1015 (§1.1.2.1).
Reinforcement de-353 comes in: 1017 (§1.1.2.1).
HQ de-lxxxiv returns as a reinforcement: box:Rennes (§5.4).
--- stderr
