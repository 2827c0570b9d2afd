# odds of land place= (§24.4): no chance involved: a usage error.
cmd: odds tests/golden/data/s43-night9.csv land place=us-red
status: 64
--- stdout
--- stderr
umpire: odds: land place= involves no chance (only fire= does, §24.11)
