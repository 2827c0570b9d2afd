# tests/bad/empty.csv (see README.md): a state file of 0 bytes (a regular file, not
# /dev/null as in golden/err-state-empty.t): refused at 1:1.
cmd: check tests/bad/empty.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/empty.csv:1:1: empty file
