# §8.15: heavy infantry alone across a bluff from the lowland: refused (no other infantry attacks from an adjacent hex).
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=H/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: H/1/16 cannot attack across the bluff hexside from the lowland (§8.15: heavy infantry may, but only with another infantry unit attacking from an adjacent hex across an eligible hexside)
