# Issue 13, accident 8: an empty journal exited 0 with "-1 orders verified" and
# printed an uninitialised buffer. An empty file is refused (exit 65), nothing
# printed on standard output (see pbem-journal-headers.t for a journal of its
# header lines alone).
cmd: verify tests/bad/empty.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/empty.csv:1:1: not an umpire journal (an empty file)
