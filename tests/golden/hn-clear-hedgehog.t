# §1.3: an Engineer removes a hedgehog in its ZdC.
cmd: resolve tests/golden/data/hn-engineer.csv clear unit=pio marker=h1 -o $TMP/s.csv
status: 0
sh: ! grep -q "^marker,h1," $TMP/s.csv
--- stdout
pio removes Hérissons tchèques & barbelés h1, instead of a Move or Fire action (§1.3).
--- stderr
