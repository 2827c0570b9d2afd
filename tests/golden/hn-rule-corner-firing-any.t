# A7, corner-firing=any: the corner blocks any shot at a unit inside.
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=C2 to=E4 as=inf at=inf --rule corner-firing=any -o $TMP/s.csv
status: 0
--- stdout
Ruling corner-firing=any applies (the default is same-element) (§1.1 encaissé; A7).
Line of sight from C2 (infantry) to E4 (infantry) (§1.1).
Line tr2 (+C3-+F3: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4); Encaissé still applies (précision).
Verdict: blocked: the corner of tr2 on +E4 blocks the line of sight (§1.1 encaissé C).
--- stderr
