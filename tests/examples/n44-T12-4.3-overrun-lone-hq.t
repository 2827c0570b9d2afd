# T12 (§4.3, §5.4): the HQ alone in 0614 is eliminated without combat (captured); it
# returns next turn, the same phase; the stack enters.
cmd: resolve tests/examples/data/n44-t10.csv overrun unit=de-2pz-2 to=0614 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^hq,us-v,allied,us,1,8,available,track:6:A," $TMP/out.csv
--- stdout
HQ us-v, alone in 0614, is eliminated without combat: the staff is captured (§4.3, §5.4).
HQ us-v is destroyed: it returns as a reinforcement on turn 6/A, the same phase (§5.4).
The overrun succeeds: the stack enters 0614; another enemy's ZOC reaches it there: its move ends (§4.3).
--- stderr
