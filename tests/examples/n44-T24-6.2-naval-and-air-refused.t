# T24 (§6.2): naval and air potentials never add up: 2 medium bombers and 2 naval
# points are two bombardments, not one.
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=air at=0713 air=ix-mb-1,ix-mb-2 cruisers=2 --tables tests/examples/data/normandie44-tables --dice 4
status: 1
--- stdout
--- stderr
umpire: naval and air bombardment never add up: two bombardments, one naval and one air (T24) (§6.2)
