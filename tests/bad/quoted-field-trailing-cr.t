# tests/bad/quoted-field-trailing-cr.csv (see README.md): refused as bad state data, at its place,
# the message naming file, line and column; found by fuzz_state.
cmd: check tests/bad/quoted-field-trailing-cr.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/quoted-field-trailing-cr.csv:15:22: r_att_armor 'amr' is not a whole number from 0 to 999, or empty
