# tests/bad/nul-in-field.csv (see README.md): a NUL byte inside an unquoted field (the
# nation of 2cdo-b): refused at line 17, field 4.
cmd: check tests/bad/nul-in-field.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/nul-in-field.csv:17:4: NUL byte in a field
