# E15: the US CL's back at altitude 6 is 3(?): a die of 1-3 needs the unknown step
# value, so the odds stop with exit 69 rather than guess.
cmd: odds tests/examples/data/e16.csv bombard kind=naval by=us-cl-savannah at=2530
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/ship-backs.csv:27:4: table salerno43/ship-backs, row us-cl,6, column step is unknown ('?') (§25.14, §16.33): the rulebook does not give this value. Fill it in: edit tables/salerno43/ship-backs.csv, or pass --tables DIR with your own copy of ship-backs.csv.
