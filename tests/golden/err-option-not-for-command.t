# An option a command does not use is an error, not silently ignored.
cmd: odds fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 -o $TMP/out.csv
status: 64
--- stdout
--- stderr
umpire: -o does not apply to 'odds' (see 'umpire odds --help')
