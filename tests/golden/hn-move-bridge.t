# §2.4 pont: bridger crosses the water on the bridge, along its arrows.
cmd: resolve tests/golden/data/hn-move.csv move unit=bridger path=F4,G4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,bridger,cw,rifles,G4,front,activated,$" $TMP/s.csv
--- stdout
bridger crosses F4 on the bridge (§2.4 pont).
bridger moves to G4 (core 3.2.1).
--- stderr
