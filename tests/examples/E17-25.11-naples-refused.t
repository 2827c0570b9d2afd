# §25.11: no warship in the Gulf of Naples.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-naples at=1226
status: 1
--- stdout
--- stderr
umpire: bombard: us-cl-naples is in the Gulf of Naples (0527), where no warship may be (§25.11)
