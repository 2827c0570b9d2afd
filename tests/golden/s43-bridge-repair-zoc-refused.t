# bridge repair (§20.3): an engineer is needed; de-pio-3's bridge 4050 is not
# demolished anyway, and in ZOC (§20.31).
cmd: resolve tests/golden/data/s43-bridge.csv bridge action=repair id=b-4050 unit=de-pio-3
status: 1
--- stdout
--- stderr
umpire: bridge: b-4050 is not demolished (§20.3)
