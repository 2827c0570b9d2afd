# EX-01 (§1.1 encaissé, 01c): the trench's corner drawn over the intercase +E4
# blocks the sight from D3 to E4, both in the trench ('l'angle de la Tranchée
# bloque la LdV').
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=D3 to=E4 as=inf at=inf -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-corner.csv
--- stdout
Line of sight from D3 (infantry) to E4 (infantry) (§1.1).
Verdict: blocked: the corner of tr2 on +E4 blocks the line of sight (§1.1 encaissé C).
--- stderr
