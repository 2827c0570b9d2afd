# decide with an answer not among the pending decision's options (yes|no): exit 64,
# the state (--in-place) left as it was.
cmd: resolve tests/golden/data/pending-continue.csv decide maybe --in-place
status: 64
sh: echo "4d353dab80d17e1bc1942ecb4016dc7c71f0b8fd93f864c13b8cce878a98cfaf  tests/golden/data/pending-continue.csv" | sha256sum -c --status
--- stdout
--- stderr
umpire: decide: 'maybe' is not one of yes|no
