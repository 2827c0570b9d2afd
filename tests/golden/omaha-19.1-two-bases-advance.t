# §19.2: base=2 names the 1st Division's second base in 0711 (its second row): its marker
# advances from box 2 to box 3; base 1 stays in box 1.
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases.csv base div=1 hex=0711 action=advance base=2 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -A2 -x '@base,hex,div,box' $TMP/s.csv | tr '\n' ' ' | grep -qx '@base,hex,div,box base,0711,1,1 base,0711,1,3 '
--- stdout
The base in 0711 base=2 advances to box 3: range 1 (§19.2).
--- stderr
