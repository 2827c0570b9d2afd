# diff of a state with itself: no change.
cmd: diff fixtures/omaha/landing-turn2.csv fixtures/omaha/landing-turn2.csv
status: 0
--- stdout
no change
--- stderr
