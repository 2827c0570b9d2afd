# §16.1: an empty WN re-occupies, but no WN unit was eliminated: nothing appears.
cmd: resolve tests/examples/data/omaha-ga-wn-empty.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: ! grep -q '^german,' $TMP/s.csv
--- stdout
WN62 (yellow, number 62): reoccupy (§16).
No eliminated WN unit without artillery is available: no unit appears (§16.1).
--- stderr
