# §16.7: WN62 (an 88) fires at symbol 1: no infantry in a landing box; non-infantry
# on a beach hex: U/741 (east, WN62's own sector) before T/741 (west); V/741 has symbol 2.
cmd: resolve tests/examples/data/omaha-ga-art.csv german-action sector=east --card '1:fire=yellow/A,red,green;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,T/741,1,1,tank,2,3,1,0912,ER1,0,,,0,1,3' $TMP/s.csv
--- stdout
WN62 (yellow, number 62): artillery (§16).
WN62 (calibre 88) fires at symbol 1: a non-infantry unit on a beach hex, in its own sector (§16.7).
U/741 loses a step (German artillery fire): 2 of 3 left (§16.7).
--- stderr
