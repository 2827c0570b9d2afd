# French transcript of DT-10-20.2-vp-24.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ashore-2.csv victory check=dday-16 vp=24 -o $TMP/s.csv --lang fr
status: 0
sh: ! grep -q 'set,result' $TMP/s.csv
--- stdout
24 PV à la vérification « dday-16 » : « continue » (§20.2).
--- stderr
