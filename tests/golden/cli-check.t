# umpire check on the valid fixture: exit 0 and one line saying so.
cmd: check fixtures/salerno43/commandos-2129.csv
status: 0
--- stdout
fixtures/salerno43/commandos-2129.csv: valid salerno43 state
--- stderr
