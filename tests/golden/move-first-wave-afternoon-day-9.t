# move (§24.12, ruling first-wave-malus=day-9): the digest's "on the 9th": the
# first wave keeps its 2 MP less in the afternoon too: MA 4, so the third hex
# (2 MP more, 6 of 4) is refused and nothing written.
cmd: resolve tests/golden/data/move-b-9pm.csv move unit=us-inf-1 path=2120,2121,2122 --rule first-wave-malus=day-9 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: us-inf-1 cannot enter 2122: 2 MP (on foot) with 4 spent of 4 (§5.11)
