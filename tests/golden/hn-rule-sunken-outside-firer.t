# A6, the default: a firer outside the trench is not blocked by infantry inside.
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=B3 to=G3 as=inf -o $TMP/s.csv
status: 0
--- stdout
Line of sight from B3 (infantry) to G3 (b, infantry) (§1.1).
Line tr1 (+C3-+C4: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4); Encaissé still applies (précision).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
