# Ruling interdiction-transfer=roll (digest 10.32): the transfer from an entry box rolls as a
# German unit leaving the box (§4.1.2): de-116pz leaves Le Mans (4 on the test map) with
# a 3 and the bomb of the medium bomber there, +1: 4, blocked; de-9pz passes Rennes (3)
# with a 2.
cmd: resolve tests/golden/data/n44-transfer.csv turn place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables --rule interdiction-transfer=roll --dice 3,2 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,de-116pz,.*,box:Le-Mans," $TMP/out.csv
sh: grep -q "^unit,de-9pz,.*,1015," $TMP/out.csv
--- stdout
Turn 3: A-air ends; A1-reinforce begins (§1.0).
de-116pz's transfer from Le-Mans rolls (ruling interdiction-transfer=roll): 1d6 = 3, +1 strategic interdiction: 4 against 4: blocked in the box for the phase (§1.1.2.1, §4.1.2).
de-2pz on the exit hex 1015 (b) goes to the box Rennes (§1.1.2.1).
de-9pz's transfer from Rennes rolls (ruling interdiction-transfer=roll): 1d6 = 2, +0 strategic interdiction: 2 against 3: it passes (§1.1.2.1, §4.1.2).
de-9pz in the entry box Rennes is transferred onto the map, to 1015 (§1.1.2.1).
Reinforcement de-353 comes in: 1017 (§1.1.2.1).
HQ de-lxxxiv returns as a reinforcement: box:Rennes (§5.4).
--- stderr
