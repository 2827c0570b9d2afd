# Ruling bombard-los=required (A15): each bombarding unit then needs a line of
# sight to the target. de-art-a (3336) sees 3135 over 3235; de-art-b's line from
# 3337 crosses the level-4 hex 3236, higher than both ends (§9.55 a): refused.
# By default no line of sight is asked (E20-13.4-ip-shift).
cmd: resolve tests/examples/data/e20.csv bombard kind=artillery at=3135 by=de-art-a,de-art-b,de-art-c --dice 2,2 --rule bombard-los=required
status: 1
--- stdout
--- stderr
umpire: bombard: de-art-b has no line of sight to 3135: 3236 is higher than the end of the line (§9.55 a) (§9.54; ruling bombard-los)
