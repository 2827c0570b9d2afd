# tests/bad/field-65537.csv (see README.md): a field of 65,537 bytes, one more than
# umpire-state(5) allows: refused at line 17, field 6.
cmd: check tests/bad/field-65537.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/field-65537.csv:17:6: field longer than 65536 bytes
