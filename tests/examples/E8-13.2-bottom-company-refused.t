# E8 (§13.2): the bottom company is outside the target group: the owner cannot
# take the step on it.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 type=nato loss=pg-2 --dice 1,3
status: 1
--- stdout
--- stderr
umpire: bombard: loss=pg-2 is not in the target group (§13.2)
