# French transcript of E17-25.11-naples-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-naples at=1226 --lang fr
status: 1
--- stdout
--- stderr
umpire: bombard : us-cl-naples est dans le golfe de Naples (0527), où aucun navire de guerre ne peut être (§25.11)
