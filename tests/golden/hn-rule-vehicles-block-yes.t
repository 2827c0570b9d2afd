# vehicles-block=yes: it does.
cmd: resolve tests/examples/data/hn-ex07-line-move.csv los from=A4 to=A1 as=inf at=inf --rule vehicles-block=yes -o $TMP/s.csv
status: 0
--- stdout
Ruling vehicles-block=yes applies (the default is no) (core 3.2.3 p.13; §1.1 élévation D).
Line of sight from A4 (infantry) to A1 (u, infantry) (§1.1).
Verdict: blocked: vehicle j is in the way (ruling vehicles-block=yes).
--- stderr
