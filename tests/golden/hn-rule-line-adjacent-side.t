# A2, the default: a vehicle on G4 touches the Line's end +G4 by a corner only:
# not adjacent, the Obstacle counts.
cmd: resolve tests/examples/data/hn-ex05-adjacent.csv los from=G4 to=A1 as=light at=inf -o $TMP/s.csv
status: 0
--- stdout
Line of sight from G4 (light vehicle) to A1 (infantry) (§1.1).
Line l (+A4-+G4: obstacle): Obstacle for the firer (§1.1 Lignes pt.3).
Infantry a on D3 does not block: the firer and the target are not both infantry (§1.1 élévation D).
Verdict: reduced (Réduite); 1 Obstacle against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
