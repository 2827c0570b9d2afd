# French transcript of E8-13.2-bottom-company-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e8.csv bombard kind=artillery at=3031 by=us-105-a,us-105-b targets=pz-1,pz-2,pz-3,pz-4,pz-5 type=nato loss=pg-2 --dice 1,3 --lang fr
status: 1
--- stdout
--- stderr
umpire: bombard : loss=pg-2 n'est pas dans le groupe visé (§13.2)
