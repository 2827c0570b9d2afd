# tests/bad/quote-mid-field.csv (see README.md): a double quote inside an unquoted field
# (the hex of 2cdo-a, '21"29'): malformed CSV, at line 16, field 12.
cmd: check tests/bad/quote-mid-field.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/quote-mid-field.csv:16:12: malformed CSV (bad quoting)
