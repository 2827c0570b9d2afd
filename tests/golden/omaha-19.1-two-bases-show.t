# §19.31 with two bases in 0711: show base=1 lists range 0 (0711 and its hexsides only),
# not base 2's range 1; the state is written unchanged.
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases.csv base div=1 hex=0711 action=show base=1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv $ROOT/tests/golden/data/omaha/om-19.1-two-bases.csv
--- stdout
The base in 0711 base=1 (range 0) covers 0711 (§19.31).
Shingle 0711/0810 is flattened: no longer hinders movement (§19.3).
Shingle 0711/0811 is flattened: no longer hinders movement (§19.3).
--- stderr
