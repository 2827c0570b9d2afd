# §4.4, ruling infiltration-fail=continue: after a failed roll the Ranger may go on moving.
cmd: resolve tests/golden/data/n44-special.csv infiltrate unit=us-2-rgr to=0613 op=hexside --tables tests/examples/data/normandie44-tables --dice 2 --rule infiltration-fail=continue -o $TMP/out.csv
status: 0
sh: $UMPIRE resolve $TMP/out.csv move unit=us-2-rgr path=0512 --tables tests/examples/data/normandie44-tables --rule infiltration-fail=continue -o $TMP/b.csv
--- stdout
us-2-rgr's infiltration roll (hexside): 1d6 = 2: it fails (§4.4).
us-2-rgr stays in 0612 and may go on moving (ruling infiltration-fail=continue) (§4.4).
--- stderr
