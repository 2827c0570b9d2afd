# -o FILE and --in-place together: exit 64, neither the -o file nor the state written.
cmd: resolve tests/golden/data/pending-continue.csv decide no --in-place -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
sh: echo "4d353dab80d17e1bc1942ecb4016dc7c71f0b8fd93f864c13b8cce878a98cfaf  tests/golden/data/pending-continue.csv" | sha256sum -c --status
--- stdout
--- stderr
umpire: -o and --in-place exclude each other
