# Ruling bombard-range=required (default, A15, §13.0, §9.521): us-105-b, range 2, is 6
# hexes from 3031: the bombardment is refused.
cmd: odds tests/golden/data/ruling-bombard.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b
status: 1
--- stdout
--- stderr
umpire: bombard: us-105-b is 6 hexes from 3031, beyond its range 2 (§9.521; ruling bombard-range)
