# EX-15 (§19.31): a base at 0711 with range 1 flattens the shingle on the sides of
# 0710, 0711 and 0712 and clears the anti-tank ditches on the sides of 0810 and 0811
# (not 0809's, out of range); 0610, in WN 66's field, is out of its range (§19.32).
# TEST DATA track (box 2: range 1); made-up map.
cmd: resolve tests/examples/data/omaha-base-1.csv base div=1 hex=0711 action=show --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
0610 is in the field of fire of WN66: out of the base's range (§19.32).
The base in 0711 (range 1) covers 0611, 0710, 0711, 0712, 0810, 0811 (§19.31).
Shingle 0710/0809 is flattened: no longer hinders movement (§19.3).
Shingle 0710/0810 is flattened: no longer hinders movement (§19.3).
Shingle 0711/0810 is flattened: no longer hinders movement (§19.3).
Shingle 0711/0811 is flattened: no longer hinders movement (§19.3).
Shingle 0712/0811 is flattened: no longer hinders movement (§19.3).
Shingle 0712/0812 is flattened: no longer hinders movement (§19.3).
The anti-tank ditch 0810/0910 counts as cleared (§19.3).
The anti-tank ditch 0811/0911 counts as cleared (§19.3).
--- stderr
