# odds of limber by day in an enemy ZOC (§15.42): refused like resolve, with no
# enumeration of a test that may not be made (setup's refusal, exit status 1,
# was read as "needs the 2d6 test").
cmd: odds tests/examples/data/e9-day.csv limber unit=20mm to=on
status: 1
--- stdout
--- stderr
umpire: limber: 20mm is in an enemy ZOC: its marker changes only in the works phase of a night turn (§15.42)
