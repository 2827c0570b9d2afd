# tests/bad/utf8-bad-field.csv (see README.md): a field holding an encoded UTF-16
# surrogate (ED A0 80), which is not UTF-8: refused at line 17, field 6.
cmd: check tests/bad/utf8-bad-field.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/utf8-bad-field.csv:17:6: invalid UTF-8
