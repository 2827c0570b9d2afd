# A7, the default: the corner +E4 blocks only a shot between two units of the
# trench: from C2, outside, at E4 it does not.
cmd: resolve tests/examples/data/hn-ex01-corner.csv los from=C2 to=E4 as=inf at=inf -o $TMP/s.csv
status: 0
--- stdout
Line of sight from C2 (infantry) to E4 (infantry) (§1.1).
Line tr2 (+C3-+F3: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4); Encaissé still applies (précision).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
