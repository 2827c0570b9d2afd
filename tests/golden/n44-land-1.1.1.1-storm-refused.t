# §1.1.1.1: no landing in a storm.
cmd: resolve tests/golden/data/n44-storm.csv land unit=us-83 at=utah --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: no landing of troops, replacements or Offensive markers in a storm (§1.1.1.1)
