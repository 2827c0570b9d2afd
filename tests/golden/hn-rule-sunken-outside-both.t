# A6, sunken-outside=both: infantry in the trench blocks a firer outside when
# the target is inside (B3 at G3, over a and c).
cmd: resolve tests/examples/data/hn-ex01-trench.csv los from=B3 to=G3 as=inf --rule sunken-outside=both -o $TMP/s.csv
status: 0
--- stdout
Ruling sunken-outside=both applies (the default is firer) (§1.1 encaissé; A6).
Line of sight from B3 (infantry) to G3 (b, infantry) (§1.1).
Line tr1 (+C3-+C4: difficult;noveh;sunken;def_inf=2): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4); Encaissé still applies (précision).
Verdict: blocked: infantry unit a on C3 blocks the line of sight between two infantry units (§1.1 ligne d'élévation D, encaissé D).
--- stderr
