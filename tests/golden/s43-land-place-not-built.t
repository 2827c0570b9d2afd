# land place= after the 9th (§24.432): us-green was never chosen for
# construction: refused.
cmd: resolve tests/golden/data/s43-night10.csv land place=us-green
status: 1
--- stdout
--- stderr
umpire: land: beach us-green was not chosen for construction at a previous beach phase (build=) (§24.432)
