# E15: the US CL's back at altitude 6 is 3(?): a die of 1-3 needs the unknown step
# value, so the odds stop with exit 69 rather than guess.
cmd: odds tests/examples/data/e16.csv bombard kind=naval by=us-cl-savannah at=2530
status: 69
--- stdout
