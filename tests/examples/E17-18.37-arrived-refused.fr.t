# French transcript of E17-18.37-arrived-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-new at=1226 --lang fr
status: 1
--- stdout
--- stderr
umpire: bombard : us-cl-new est arrivé ce tour : il bombarde à partir de la phase navale du tour suivant (§18.37)
