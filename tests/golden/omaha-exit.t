# §2.1, §20.3: u1 (regular infantry, 3 steps) on the exit hex 0910 (A) leaves
# the map: its row becomes @exited,u1,A,inf,3 and it spends a counted action
# (turn 32: 3 a division, §17). The final count then scores its 3 steps, A
# tracing a US line of communication: 13 + 3 = 16 VP (see omaha-vp-final.t).
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-exit.csv exit unit=u1 -o $TMP/s.csv
status: 0
sh: grep -qx 'exited,u1,A,inf,3' $TMP/s.csv && ! grep -q '^unit,u1,' $TMP/s.csv
sh: grep -qx 'set,actions.1,32:1' $TMP/s.csv && grep -qx 'set,acted,32:u1' $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv victory check=dday-32 -o $TMP/v.csv >$TMP/log && grep -qx 'set,result,decisive defeat' $TMP/v.csv
sh: grep -qx '+3 VP: 3 steps of u1 (inf) exited through A (0910), which traces a US line of communication (§20.3).' $TMP/log && grep -qx 'Total: 16 VP (§20.3).' $TMP/log
--- stdout
Action 1 of 3 of the 1st Division (§17).
u1 (inf, 3 steps) leaves the map through exit A (0910); its steps are counted at the end of the game (§20.3).
--- stderr
