# An unknown command: usage error, exit 64, one line on stderr pointing to umpire help.
cmd: frobnicate fixtures/salerno43/commandos-2129.csv
status: 64
--- stdout
--- stderr
umpire: unknown command 'frobnicate' (see 'umpire help')
