# §5.4, §1.1.2.1: a returning German HQ needs its entry (place=).
cmd: resolve tests/examples/data/n44-e3.csv turn to=B2-reinforce --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: the German HQ de-lxxxiv returns: name its entry hex or box with place=de-lxxxiv:HEX or place=de-lxxxiv:box:NAME (§5.4, §1.1.2.1)
