# tests/bad/hex-99999.csv (see README.md): a unit in hex '99999', five digits: not a
# CCRR hex, refused at line 17, field 12.
cmd: check tests/bad/hex-99999.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/hex-99999.csv:17:12: hex '99999' is not a 4-digit CCRR hex, 'eliminated', 'offmap' or 'exited'
