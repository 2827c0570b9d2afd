# §4, §15: the state records the German fire phase (set,phase,german-fire); a
# move belongs to the US action phase (§4 V, §15 VI) and is refused, nothing written.
cmd: resolve tests/golden/data/omaha/seq-german-fire.csv move unit=A/2R to=0817 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: 'move' is not an order of the German fire phase: it belongs to the US action phase (§4 V, §15 VI) (§4, §15)
