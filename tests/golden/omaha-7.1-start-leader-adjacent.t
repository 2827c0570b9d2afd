# §7.1: N1 is next to General Wyman now, but was under no command at the start of the phase
# (set,commanded,18:): its move is counted (action 1 of 3), not free.
cmd: resolve tests/golden/data/omaha/seq-7.1-none.csv move unit=N1 to=1612 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,actions.1,18:1' $TMP/s.csv
--- stdout
The East sector acts first: all its actions before the other sector's (§7.2).
Action 1 of 3 of the 1st Division (§17).
N1 moves from 1611 to 1612 (§7.3).
--- stderr
