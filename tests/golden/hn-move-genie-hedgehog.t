# §2.4: the SdKfz 251/7 deploys hedgehogs between two intercases of its counter.
cmd: resolve tests/golden/data/hn-move.csv move unit=sdk path=I6 carry=hedgehog deploy=I6/n --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^marker,hs,hedgehog,+I6-+J6,de,$" $TMP/s.csv
--- stdout
sdk moves to I6 (core 3.2.1).
sdk deploys Hérissons tchèques & barbelés on +I6-+J6 (a Line: forbidden to vehicles, Passage difficile, Obstacle, §1.3) (§2.4 hérissons).
--- stderr
