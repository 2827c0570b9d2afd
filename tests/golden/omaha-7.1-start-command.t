# §7.1: `command` reads the start of the phase when it is recorded: P3 was under no command then.
cmd: resolve tests/golden/data/omaha/seq-7.1-none.csv command unit=P3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: true
--- stdout
P3 was not under command of 16HQ at the start of the action phase (set,commanded): that counts (§7.1).
P3 is under no HQ, General or CP's command (§11.2).
--- stderr
