# French transcript of n44-T24-6.2-naval-and-air-refused.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=air at=0713 air=ix-mb-1,ix-mb-2 cruisers=2 --tables tests/examples/data/normandie44-tables --dice 4 --lang fr
status: 1
--- stdout
--- stderr
umpire: les bombardements naval et aérien ne s'additionnent jamais : deux bombardements, un naval et un aérien (T24) (§6.2)
