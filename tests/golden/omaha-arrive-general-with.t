# §5.31: Wyman placed with K/3/16 in ER3.
cmd: resolve tests/examples/data/omaha-arrive-general.csv arrive place=Wyman:ER3 -o $TMP/s.csv
status: 0
sh: grep -q '^unit,Wyman,.*,box:ER3,' $TMP/s.csv
--- stdout
K/3/16 is placed in box ER3 (§5.3).
Wyman is placed in box ER3 (§5.3).
--- stderr
