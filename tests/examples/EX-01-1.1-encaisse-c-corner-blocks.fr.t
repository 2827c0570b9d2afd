# French transcript of EX-01-1.1-encaisse-c-corner-blocks.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=D3 to=E4 as=inf at=inf -o $TMP/s.csv --lang fr
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex01-corner.csv
--- stdout
Ligne de vue de D3 (infanterie) à E4 (infanterie) (§1.1).
Verdict : bloquée : le coin de tr2 sur +E4 bloque la ligne de vue (§1.1 encaissé C).
--- stderr
