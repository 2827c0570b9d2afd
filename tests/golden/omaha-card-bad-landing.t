# --card landing= needs three letters A-D.
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card landing=B,A
status: 64
--- stdout
--- stderr
umpire: --card 'landing=B,A': landing= is three letters A-D, then ',mine' if the mine icon shows (§5.1, §5.14) (umpire-omaha(7), CARDS)
