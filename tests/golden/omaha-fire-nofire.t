# §16.1 (seed lines 3466-3474: «La position WN ne tire pas lors de la phase de tir lorsqu'elle
# vient d'être re-occupée»), §16.32: WN64, re-occupied in this turn's German actions
# (set,nofire,18:WN64), does not fire; WN62 (yellow too, not listed) fires: 1 unit, no
# marker, 2 hits in the extended game (§14.11).
cmd: resolve tests/examples/data/omaha-fire-nofire.csv fire sector=east --card 'fire=yellow,red,green;target=1;art=-' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
--- stdout
German fire, east sector, turn 18 (extended game, §14) (§6).
fire-east card typed at the table, its number not given: the draw pile is left as it is (§2.3).
Fire card: yellow, red, green; target symbol 1 (§6.1).
WN62 (yellow) fires: 1 unit and 0 depth markers, up to 2 hits; column WN or revealed reinforcement (§14.11).
WN64 (yellow) was re-occupied (§16.1), or a unit redeployed into it (§16.32), in this turn's German actions: it does not fire this phase (§16).
The fire card shows no artillery value (§6.5).
--- stderr
