# tests/bad/comment-trailing-cr.csv (see README.md): refused as bad state data, at its place,
# the message naming file, line and column; found by fuzz_state.
cmd: check tests/bad/comment-trailing-cr.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/comment-trailing-cr.csv:6:1: the header of 'unit' has no column 'side' (umpire-salerno43(7))
