# §7.3.1: a line reaching a box whose lines the chart leaves '?' stops with exit 69
# naming the box (the shipped boxes table gives no line).
cmd: resolve tests/golden/data/n44-supply-boxes.csv supply -o $TMP/out.csv
status: 69
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: table normandie44/boxes, row Orleans, column links is unknown ('?', §4.1.2, §7.3.1): fill in the box's lines from the map
