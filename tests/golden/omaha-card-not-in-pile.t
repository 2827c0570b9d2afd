# --card names a card that is not in the draw pile (here discarded): refused,
# nothing written (§2.3).
cmd: resolve tests/examples/data/omaha-odds.csv land sector=west --card 9:landing=B,A,D -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: --card 9: card 9 is not in the draw pile but in 'discard' (§2.3, §4 VI)
