# French transcript of n44-T22-9.4-carpet.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=carpet at=0713 air=8af-hb-1,8af-hb-2 --tables tests/examples/data/normandie44-tables --dice 2 -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^air,8af-hb-1,HB,us,3,1,0,0,track:6" $TMP/out.csv
sh: grep -q "^set,vp.allied,-4" $TMP/out.csv
sh: grep -q "^set,carpet,us" $TMP/out.csv
--- stdout
Bombardement de 0713, force 6 : 1d6 = 2 : 2 : A1 (TB) (§6.2).
de-709-919 est Affectée : A1 (§6.5).
8af-hb-1 va sur la piste des tours : de nouveau disponible au tour 6 (§9.4).
8af-hb-2 va sur la piste des tours : de nouveau disponible au tour 6 (§9.4).
2 bombardiers lourds utilisés : -4 PV aux Alliés (§9.4).
--- stderr
