# §15, ruling a31-turn-32-events=draw: the card is drawn and its 21-32 band applies.
cmd: resolve tests/examples/data/omaha-ev32.csv event --rule a31-turn-32-events=draw --card '2:event=1-20/none,21-32/naval' -o $TMP/s.csv
status: 0
sh: grep -qx 'set,naval_markers,1' $TMP/s.csv
--- stdout
event card 2 played at the table: it leaves the draw pile (§2.3).
Card 2, turns 21-32: naval (§4 II).
The US take a naval fire marker: 1 held (§8.5).
--- stderr
