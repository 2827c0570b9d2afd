# §16.5: without a depth marker, one hit: L/3/16 and I/3/16 both have 3 steps: your
# choice, refused until prefer= names one; nothing written.
cmd: resolve tests/examples/data/omaha-ga-mortar1.csv german-action sector=east --card '1:fire=blue,red/M,green;target=1' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: german-action: the units the mortar hits (§16.5: most steps, then your choice): your choice between L/3/16, I/3/16: name it with prefer=ID (or ties=id)
