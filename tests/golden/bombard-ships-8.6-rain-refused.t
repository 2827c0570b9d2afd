# §8.6: rain: no attack and no roll.
cmd: resolve tests/examples/data/ships-rain.csv bombard kind=ships at=2540 --dice 1,1
status: 1
--- stdout
--- stderr
umpire: bombard: rain: no air attack, no roll (§8.6)
