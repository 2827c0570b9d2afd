# data/pending-continue.csv waits for the Axis decision of §9.67 (continue: yes|no).
# Resolving another order first is refused: exit 1, and the state (--in-place) is
# left as it was (its sha256 below).
cmd: resolve tests/golden/data/pending-continue.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 --in-place
status: 1
sh: echo "4d353dab80d17e1bc1942ecb4016dc7c71f0b8fd93f864c13b8cce878a98cfaf  tests/golden/data/pending-continue.csv" | sha256sum -c --status
--- stdout
--- stderr
umpire: tests/golden/data/pending-continue.csv: a decision is pending (yes|no): answer it first with 'umpire resolve tests/golden/data/pending-continue.csv decide ANSWER'
