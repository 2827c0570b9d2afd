# Ruling cherbourg-halving=half-capacity is refused (exit 64), the text giving no rounding
# for an odd capacity; nothing written.
cmd: resolve tests/golden/data/n44-ports.csv turn --tables tests/examples/data/normandie44-tables --rule cherbourg-halving=half-capacity -o $TMP/out.csv
status: 64
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: ruling cherbourg-halving=half-capacity: umpire does not play this alternative ('umpire rulings normandie44' says why; umpire-normandie44(7), NOT IMPLEMENTED)
