# position (§19.21): one engineer company cannot fortify.
cmd: resolve tests/golden/data/s43-works.csv position hex=2741 units=re-e
status: 1
--- stdout
--- stderr
umpire: position: a Fortified marker is built by 3 engineer companies (§19.21)
