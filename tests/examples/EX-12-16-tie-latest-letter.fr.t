# French transcript of EX-12-16-tie-latest-letter.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-ex12-tie.csv reinforce sector=east --card '1:fire=blue/R,red,green;target=1' -o $TMP/s.csv --lang fr
status: 0
sh: grep -qx 'german,t1,C4,1212,reinf,352,0,0,hidden,,' $TMP/s.csv
--- stdout
C4 (numéro 4) reçoit une unité tirée du stock tactical : 1 sur 1, t1 (§16.4).
Elle est placée face cachée en 1212 avec un marqueur de réserve ; elle ne tire pas cette phase (§16.4).
Il ne reste aucune unité de renfort : rien n'apparaît en A4 (§9.34).
--- stderr
