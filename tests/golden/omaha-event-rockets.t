# §6.53, §21.1: WN 69's rockets fire by event: the count of rocket events goes from 1 to 2.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/rockets' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,rocket_events,2' $TMP/s.csv
--- stdout
event card typed at the table, its number not given: the draw pile is left as it is (§2.3).
The card typed, turns 17-31: rockets (§4 II).
WN 69's rocket battery fires its rockets (the effect is the card's, not in the text): rocket event 2 (§6.53).
--- stderr
