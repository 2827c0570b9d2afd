# §19: "quatre bases du génie (deux par division)": a third base row of the 1st Division is bad data.
cmd: check tests/golden/data/omaha/om-19-three-bases.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/omaha/om-19-three-bases.csv:46:3: a third engineer base of the 1st Division: each division has two (§19)
