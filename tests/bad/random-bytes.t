# tests/bad/random-bytes.csv (see README.md): 2,048 random bytes, not UTF-8, with NULs (the
# first at byte 11, in the first field): refused at 1:1, no crash.
cmd: check tests/bad/random-bytes.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/random-bytes.csv:1:1: NUL byte in a field
