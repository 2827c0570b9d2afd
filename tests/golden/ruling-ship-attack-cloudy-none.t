# Ruling ship-attack-cloudy=none (A19, §8.1): the attack needs clear weather: refused.
cmd: odds tests/examples/data/ships-cloudy.csv bombard kind=ships at=2540 --rule ship-attack-cloudy=none
status: 1
--- stdout
--- stderr
umpire: bombard: the weather must be clear for an attack on ships (§8.1; ruling ship-attack-cloudy)
