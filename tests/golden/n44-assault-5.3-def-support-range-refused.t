# §5.3: an HQ supports a defence within 2 hexes.
cmd: resolve tests/examples/data/n44-t14.csv assault hq=de-lxxxiv att=de-17ss-37 to=0713 def_support=us-viii --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: HQ us-viii is more than 2 hexes from 0713 (§5.3)
