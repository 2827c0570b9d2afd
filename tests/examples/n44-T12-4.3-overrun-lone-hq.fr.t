# French transcript of n44-T12-4.3-overrun-lone-hq.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t10.csv overrun unit=de-2pz-2 to=0614 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hq,us-v,allied,us,1,8,available,track:6:A," $TMP/out.csv
--- stdout
L'EM us-v, seul en 0614, est éliminé sans combat : l'état-major est capturé (§4.3, §5.4).
L'EM us-v est détruit : il revient en renfort au tour 6/A, même phase (§5.4).
L'overrun réussit : la pile entre en 0614 ; la ZdC d'une autre unité ennemie l'y atteint : son mouvement s'arrête (§4.3).
--- stderr
