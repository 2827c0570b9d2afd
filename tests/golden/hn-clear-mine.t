# §3.2 minen: an Engineer discards an adjacent Mine marker.
cmd: resolve tests/golden/data/hn-engineer.csv clear unit=pio marker=m1 -o $TMP/s.csv
status: 0
sh: ! grep -q "^marker,m1," $TMP/s.csv
--- stdout
pio discards Mine marker m1, instead of a Move or Fire action (§3.2 minen).
--- stderr
