# §16.82: two US units on the path: the order must name the one losing a step.
cmd: resolve tests/examples/data/omaha-adv-dt07-weak.csv advance position=B1 path=1221,1222 --card '1:fire=green,red,blue;target=1'
status: 1
--- stdout
--- stderr
umpire: advance: one US unit of your choice on the path loses a step (§16.82): name it with us_loss=ID
