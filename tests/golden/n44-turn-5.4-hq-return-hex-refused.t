# Ruling hq-return=hex: the returning HQ needs a hex of the map (place=ID:HEX), not a box.
cmd: resolve tests/golden/data/n44-transfer.csv turn place=de-lxxxiv:box:Rennes --tables tests/examples/data/normandie44-tables --rule hq-return=hex
status: 1
--- stdout
--- stderr
umpire: HQ de-lxxxiv returns to a hex of its player's choice (ruling hq-return=hex): name it with place=de-lxxxiv:HEX (§5.4)
