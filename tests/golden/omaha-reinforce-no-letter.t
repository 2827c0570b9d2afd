# §16: no colour of the card orders a Reinforce (blue with letter A).
cmd: resolve tests/examples/data/omaha-ex12.csv reinforce sector=east --card '1:fire=blue/A,red,green;target=1' -o $TMP/s.csv
status: 0
--- stdout
No colour of the east fire card orders a Reinforce (§16).
--- stderr
