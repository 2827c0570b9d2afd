# §16.7: only an 88 or a 75 fires: a 105 takes no action.
cmd: resolve tests/examples/data/omaha-ga-art105.csv german-action sector=east --card '1:fire=yellow/A,red,green;target=1' -o $TMP/s.csv
status: 0
--- stdout
WN62 (yellow, number 62): artillery (§16).
WN62's unit is not an 88 or 75 (calibre '105'): no action (§16.7).
--- stderr
