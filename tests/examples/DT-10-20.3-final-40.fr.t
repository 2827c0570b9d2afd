# French transcript of DT-10-20.3-final-40.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-32 vp=40 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,result,tactical victory' $TMP/s.csv
--- stdout
40 PV à la vérification « dday-32 » : « tactical victory » ; la partie se termine (§20.3).
--- stderr
