# reorganize with no units= tests every reduced, supplied infantry company of
# the active player (§14.21): 131 here, past the 128 one order handles. They were
# cut at 32 without a word; now a usage error (64), nothing written.
cmd: resolve tests/bad/reorganize-130-reduced.csv reorganize --seed 1 -o $TMP/out.csv
status: 64
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: reorganize: more than 128 reduced companies test: name them with units=, 128 at a time
