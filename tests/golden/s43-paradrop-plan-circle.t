# paradrop plan= (§26.11 e): 3157 and 3162 are 5 hexes apart: no circle of
# radius 2 holds both targets of the battalion.
cmd: resolve tests/golden/data/s43-plan.csv paradrop plan=509-a@3157,509-b@3162
status: 1
--- stdout
--- stderr
umpire: paradrop: the targets of battalion 2/509 do not lie within a circle of radius 2 hexes (§26.11 e)
