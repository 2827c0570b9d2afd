# tests/bad/field-65536.csv (see README.md): a field of exactly 65,536 bytes, the
# longest umpire-state(5) allows: the state is valid.
cmd: check tests/bad/field-65536.csv
status: 0
--- stdout
tests/bad/field-65536.csv: valid salerno43 state
--- stderr
