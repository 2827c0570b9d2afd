# §8.15: regular infantry never attacks across a bluff from the lowland, even with a partner.
cmd: resolve tests/examples/data/omaha-assault-heavy.csv assault target=1010 units=B/1/16,A/1/16 --tables tests/examples/data/omaha-tables
status: 1
--- stdout
--- stderr
umpire: assault: B/1/16 cannot attack across the bluff hexside from the lowland (§8.15)
