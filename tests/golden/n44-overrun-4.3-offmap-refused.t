# Ruling overrun-offmap=no: no overrun off the map.
cmd: resolve tests/golden/data/n44-offmap-move.csv overrun unit=de-116pz,de-9pz to=box:Le-Mans --tables tests/examples/data/normandie44-tables --dice 1 --rule overrun-offmap=no
status: 1
--- stdout
--- stderr
umpire: no overrun off the map (ruling overrun-offmap=no) (§4.3, §5.2)
