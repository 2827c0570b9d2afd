# Ruling a38-observer-fields=printed (default): a disrupted WN 99 can still be
# observed by its printed dots and naval-barraged: its marker goes.
cmd: resolve tests/examples/data/omaha-barrage-disrupted.csv bombard type=naval target=0810 observer=K/3/16 -o $TMP/s.csv
status: 0
sh: grep -q '^german,g99,WN99,0810,wn,716,0,1,,' $TMP/s.csv
--- stdout
Naval barrage on 0810 (WN99), observed by K/3/16: one naval fire marker spent (0 left; a free action, §8.53) (§8.52).
g99 is disrupted (§8.52).
Its depth marker is removed from play (§8.52).
--- stderr
