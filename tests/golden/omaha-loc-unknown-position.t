# loc: the position must exist.
cmd: resolve tests/examples/data/omaha-ex11.csv loc position=Z9
status: 64
--- stdout
--- stderr
umpire: loc: no position 'Z9'
