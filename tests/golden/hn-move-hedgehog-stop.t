# §1.3: hedgehogs and barbed wire are a Line with Passage difficile: brit
# crossing them into E1 stops there.
cmd: resolve tests/golden/data/hn-move.csv move unit=brit path=C1,D1,E1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,brit,cw,rifles,E1,front,activated,$" $TMP/s.csv
--- stdout
Line h1 (+E1-+E3): Passage difficile: brit must stop on E1 (§1.3).
brit moves to E1 (core 3.2.1).
--- stderr
