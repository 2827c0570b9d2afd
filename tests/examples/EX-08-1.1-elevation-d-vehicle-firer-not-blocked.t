# EX-08 (§1.1 ligne d'élévation D): a vehicle firing, the infantry on G7 does
# not block.
cmd: resolve tests/examples/data/hn-ex08-elevation.csv los from=G9 to=G5 as=light -o $TMP/s.csv
status: 0
sh: cmp -s $TMP/s.csv tests/examples/data/hn-ex08-elevation.csv
--- stdout
Line of sight from G9 (light vehicle) to G5 (infantry) (§1.1).
Elevation Line el (+A6-+K6): the target is one square beyond it (§1.1 ligne d'élévation A).
Infantry g on G7 does not block: the firer and the target are not both infantry (§1.1 élévation D).
Verdict: clear (Dégagée); 0 Obstacles against the firer, defensive bonus +0 for the target (§1.1 Lignes pt.3).
--- stderr
