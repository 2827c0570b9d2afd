# §8.26: a heavy unit that lost a step loses its range: L/1/16 (2 of 3) may not attack from 2 hexes.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=A/1/16,L/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: L/1/16 must be adjacent (heavy infantry at full strength: or 2 hexes away) (§8.1, §8.26)
