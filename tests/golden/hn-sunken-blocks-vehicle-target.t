# §1.1 encaissé (seed 004 lines 6-10): infantry in a sunken element blocks the
# sight of infantry in the same element, whatever the target: c (E3) blocks a
# (C3, in the trench) at a jeep outside. The "both infantry" condition is
# élévation D's (lines 94-95), not this one's.
cmd: resolve tests/golden/data/hn-sunken-vehicle.csv los from=C3 to=I3 -o $TMP/s.csv
status: 0
--- stdout
Line of sight from C3 (a, infantry) to I3 (jeep, light vehicle) (§1.1).
Line tr1 (+H3-+H4: difficult;noveh;sunken;def_inf=2): Encaissé (§1.1).
Verdict: blocked: infantry unit c on E3, in the firer's sunken element, blocks its line of sight (§1.1 encaissé).
--- stderr
