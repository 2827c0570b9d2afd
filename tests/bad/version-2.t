# tests/bad/version-2.csv (see README.md): the whole commandos fixture under version 2
# of the format, checked: refused at 1:2.
cmd: check tests/bad/version-2.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/version-2.csv:1:2: unsupported state version '2' (this umpire reads version 1)
