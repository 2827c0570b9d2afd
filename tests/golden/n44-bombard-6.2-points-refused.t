# §6.2, §11.1: the WTF has 1 cruiser point in Scenario 1.
cmd: resolve tests/examples/data/n44-bomb-naval.csv bombard kind=naval at=0713 cruisers=2 --tables tests/examples/data/normandie44-tables --dice 4
status: 1
--- stdout
--- stderr
umpire: the wtf has 1 cruiser point left (§6.2)
