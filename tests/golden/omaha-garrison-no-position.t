# usage: action=garrison names the position.
cmd: resolve tests/examples/data/omaha-base-garrison.csv base div=1 hex=0711 action=garrison --tables tests/examples/data/omaha-tables
status: 64
--- stdout
--- stderr
umpire: base: action=garrison names the position with position=ID
