# §7.1: the start of the phase is recorded with no unit under command (set,commanded,18:):
# P3, within CP 16HQ's range now, has no free action of command: refused.
cmd: resolve tests/golden/data/omaha/seq-7.1-none.csv move unit=P3 to=1214 free=command --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=command: P3 was under no HQ, General or CP's command at the start of the action phase (set,commanded), or its leader has moved since (§7.1, §11.2, §11.3, §18.3; §7.33)
