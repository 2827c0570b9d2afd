# French transcript of DT-10-13.2-first-waves-20.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=first-waves vp=20 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,result,victory' $TMP/s.csv
--- stdout
20 PV à la vérification « first-waves » : « victory » ; la partie se termine (§13.2).
--- stderr
