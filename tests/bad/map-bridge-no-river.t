# tests/bad/map-bridge-no-river.csv (see README.md): a bridge in a hex without a river (65)
cmd: check tests/bad/map-bridge-no-river.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/map-bridge-no-river.csv:32:8: bridge 'intact' is not allowed in a hex without a river
