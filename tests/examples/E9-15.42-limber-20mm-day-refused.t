# E9 (§15.42): in an enemy ZOC the marker changes only at night; by day the
# order is refused.
cmd: resolve tests/examples/data/e9-day.csv limber unit=20mm to=on
status: 1
--- stdout
--- stderr
umpire: limber: 20mm is in an enemy ZOC: its marker changes only in the works phase of a night turn (§15.42)
