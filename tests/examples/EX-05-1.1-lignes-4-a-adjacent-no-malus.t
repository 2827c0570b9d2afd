# EX-05 (§1.1 Lignes pt.4, A): A on D3 is adjacent to the Line when it fires
# at B: no malus.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=D3 to=D7 -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex05-adjacent.csv
--- stdout
Line of sight from D3 (a, infantry) to D7 (b, infantry) (§1.1).
Line l (+A4-+G4: obstacle): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
