# §16.12: the Allies have no value-1 marker.
cmd: resolve tests/examples/data/e11.csv bombard kind=air value=1 at=2228 --dice 1
status: 1
--- stdout
--- stderr
umpire: bombard: the Allied markers are worth 2 or 3, not 1 (§16.12)
