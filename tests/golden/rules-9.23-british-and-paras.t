# §9.23, §6.31: British units do not fight alongside US paratroops.
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4211,4210 to=4111 --dice 1,6,6,6
status: 1
--- stderr
umpire: assault: British units cannot fight with US paratroops (§9.23, §6.31)
