# A misspelt command: the nearest one, exit 64.
cmd: reslove fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228
status: 64
--- stdout
--- stderr
umpire: unknown command 'reslove'; did you mean 'resolve'? (see 'umpire help')
