# tests/bad/hex-0000.csv (see README.md): a unit in hex 0000, well-formed CCRR but in
# no 'hex' row of the state: refused at line 17, field 12.
cmd: check tests/bad/hex-0000.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/hex-0000.csv:17:12: unit 2cdo-b is in hex 0000, which has no 'hex' row
