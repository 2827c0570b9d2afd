# §8.52: naval barrage on WN 99, observed by K/3/16 under 16 HQ's command: the
# marker is spent, WN 99 disrupted, no card.
cmd: resolve tests/examples/data/omaha-barrage-marker.csv bombard type=naval target=0810 observer=K/3/16 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,naval_markers,0' $TMP/s.csv
sh: grep -q '^german,g99,WN99,0810,wn,716,0,1,,' $TMP/s.csv
sh: test $(grep -c ',pile$' $TMP/s.csv) = 6
--- stdout
Naval barrage on 0810 (WN99), observed by K/3/16: one naval fire marker spent (0 left; a free action, §8.53) (§8.52).
g99 is disrupted (§8.52).
Its depth marker is removed from play (§8.52).
--- stderr
