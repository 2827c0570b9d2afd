# tests/bad/state-trimmed-fields.csv (see README.md): a row whose fields carry spaces
# to trim, its text shorter than the room the reader gave it: the reader freed an
# address inside the row's block (free(): invalid pointer, found by fuzz_n44 and
# fuzz_heroes). The state reads, the spaces trimmed.
cmd: check tests/bad/state-trimmed-fields.csv
status: 0
sh: $UMPIRE show tests/bad/state-trimmed-fields.csv --format csv | grep -q '2cdo-a'
--- stdout
tests/bad/state-trimmed-fields.csv: valid salerno43 state
--- stderr
