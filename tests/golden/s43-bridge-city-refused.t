# bridge demolish (§20.4): a city's bridges cannot be destroyed.
cmd: resolve tests/golden/data/s43-bridge.csv bridge action=demolish id=b-2530 unit=de-city
status: 1
--- stdout
--- stderr
umpire: bridge: b-2530 is a city bridge: it cannot be destroyed, nor needs repair (§20.4)
