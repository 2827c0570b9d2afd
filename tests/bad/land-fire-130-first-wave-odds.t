# odds of land fire=uncle_red with 132 first-wave units: refused as resolve (65).
cmd: odds tests/bad/land-fire-130-first-wave.csv land fire=uncle_red
status: 65
--- stdout
--- stderr
umpire: land: more than 128 first-wave units on the beaches of uncle_red (§24.11)
