# French transcript of DT-10-20.2-vp-25.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-16 vp=25 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,result,decisive victory' $TMP/s.csv
--- stdout
25 PV à la vérification « dday-16 » : « decisive victory » ; la partie se termine (§20.2).
--- stderr
