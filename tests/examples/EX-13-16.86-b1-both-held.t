# EX-13 (d): both are held: no advance; with a US unit in its field, B1 fires
# (the fire order).
cmd: resolve tests/examples/data/omaha-adv-both.csv advance position=B1 -o $TMP/s.csv
status: 0
sh: grep -qx 'german,b1,B1,1220,reinf,352,1,0,hidden,,' $TMP/s.csv
--- stdout
B1's arrows point at German-held positions: no advance; it fires normally (the fire order) (§16.8).
--- stderr
