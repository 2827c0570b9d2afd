# A2, line-adjacent=corner: the corner counts: adjacent, no malus.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=G4 to=A1 as=light at=inf --rule line-adjacent=corner -o $TMP/s.csv
status: 0
--- stdout
Ruling line-adjacent=corner applies (the default is side) (§1.1 Lignes pt.4; A2).
Line of sight from G4 (light vehicle) to A1 (infantry) (§1.1).
Line l (+A4-+G4: obstacle): the firer is adjacent to it: its effects do not count (§1.1 Lignes pt.4).
Infantry a on D3 does not block: the firer and the target are not both infantry (§1.1 élévation D).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
