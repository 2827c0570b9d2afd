# §8.4: a 4 hits a ship other than a BB: hit=us-bb is refused.
cmd: resolve tests/examples/data/ships.csv bombard kind=ships at=2540 hit=us-bb --dice 1,3
status: 1
--- stdout
--- stderr
umpire: bombard: hit=us-bb: that ship cannot take this hit (one of uk-cl|us-dd) (§8.4, §8.5)
