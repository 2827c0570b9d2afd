# §9.3: two medium bombers, potential 4, the whole potential: +1; the second counter's
# own +1 adjustment: 4 + 2 = 6 on the 3-4 column: A2 (test TB).
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=air at=0713 air=ix-mb-1,ix-mb-2 --tables tests/examples/data/normandie44-tables --dice 4 -o $TMP/out.csv
status: 0
sh: grep -q "^air,ix-mb-1,MB,us,2,1,0,0,finished" $TMP/out.csv
--- stdout
Bombardment of 0713, strength 4: 1d6 = 4, +1 the counters' adjustments, +1 medium bombers, half the potential or more (§9.3): 6: A2 (TB) (§6.2).
de-709-919 is affected: A2 (§6.5).
--- stderr
