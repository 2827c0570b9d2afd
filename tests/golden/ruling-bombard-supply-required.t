# Ruling bombard-supply=required (default, A15, §13.0, §7.3): us-105-c is out of
# supply: the bombardment is refused.
cmd: odds tests/golden/data/ruling-bombard.csv bombard kind=artillery at=3031 by=us-105-a,us-105-c
status: 1
--- stdout
--- stderr
umpire: bombard: us-105-c is out of supply (§7.3; ruling bombard-supply)
