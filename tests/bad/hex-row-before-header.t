# tests/bad/hex-row-before-header.csv (see README.md): a 'hex' row (line 19) before the
# header '@hex' (golden/err-state-row-before-header.t has a 'unit' row).
cmd: check tests/bad/hex-row-before-header.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/hex-row-before-header.csv:19:1: row of kind 'hex' before its header '@hex,...'
