# §9: the TAMSA's fighter-bombers go to air superiority: named by the Allied player.
cmd: resolve tests/golden/data/n44-air.csv air --tables tests/examples/data/normandie44-tables --dice 1,2,1,1,2,1
status: 1
--- stdout
--- stderr
umpire: the TAMSA puts 1 fighter-bomber in air superiority: name it with superiority= (§9)
