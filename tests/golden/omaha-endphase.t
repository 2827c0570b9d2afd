# §7.6: D/1/16, named, is eliminated: 0710 keeps two units.
cmd: resolve tests/examples/data/omaha-stack3.csv endphase eliminate=D/1/16 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,D/1/16,1,1,inf,0,3,1,eliminated,' $TMP/s.csv
--- stdout
D/1/16 is eliminated (over the stacking limit) (§7.6).
D/1/16 goes to the 1st Division casualty box: 1 unit (§13.1).
--- stderr
