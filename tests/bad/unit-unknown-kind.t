# tests/bad/unit-unknown-kind.csv (see README.md): refused as bad state data, at its place,
# the message naming file, line and column; found by fuzz_state.
cmd: check tests/bad/unit-unknown-kind.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/unit-unknown-kind.csv:9:6: kind '' is not one of the kinds of umpire-salerno43(7)
