# French transcript of DT-10-21.2-beyond-44.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=beyond vp=44 -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'set,result,tactical defeat' $TMP/s.csv
--- stdout
44 PV à la vérification « beyond » : « tactical defeat » ; la partie se termine (§21.2).
--- stderr
