# §1.1.3: a Combat HQ must be Supported (stacked with an Offensive marker).
cmd: resolve tests/golden/data/n44-mixed.csv assault hq=us-v att=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables --dice 1
status: 1
--- stdout
--- stderr
umpire: HQ us-v is not Supported: to fight it must be stacked with an Offensive marker, and spend it (§1.1.3, §0.1.1)
