# An alternative ruling umpire does not play is refused, not played as the default:
# carpet-combat=standalone (umpire ties no bombardment to the combat after it).
cmd: resolve tests/golden/data/n44-siege.csv siege festung=de-lorient units=us-8 --tables tests/examples/data/normandie44-tables --rule carpet-combat=standalone
status: 64
--- stdout
--- stderr
umpire: ruling carpet-combat=standalone: umpire does not play this alternative ('umpire rulings normandie44' says why; umpire-normandie44(7), NOT IMPLEMENTED)
