# tests/bad/bom-crlf.csv (see README.md): the commandos fixture with a UTF-8 byte order
# mark and CRLF line ends: both are accepted (umpire-state(5)), the state is valid.
cmd: check tests/bad/bom-crlf.csv
status: 0
--- stdout
tests/bad/bom-crlf.csv: valid salerno43 state
--- stderr
