# Ruling air-group=refill (A16, §16.34): aa630-a, immobilized by its die, sinks to the
# bottom, so us-inf-2 below joins the group and is rolled for too (its die 1 +2 = 3:
# immobilized). Under the default (ruling-air-group-fixed.t) us-inf-2 is not touched.
cmd: resolve tests/golden/data/ruling-air-group.csv bombard kind=air value=2 at=3132 --dice 1,2,3,1,2,6,1 --tables tests/examples/data/tables-e10 --rule air-group=refill -o $TMP/o.csv
status: 0
sh: grep -q "^unit,us-inf-2,.*,immobilized$" $TMP/o.csv
--- stderr
