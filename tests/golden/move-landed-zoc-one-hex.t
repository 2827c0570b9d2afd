# move (§24.22, §18.35): us-landed came ashore on 1920 by 'land units=' (flags
# entered;mp=5); the beach is in the German ZOC, yet it may move one hex: 2020
# for 2 MP on foot, 5 + 2 = 7 of its MA 8 (§5.0 would have held it).
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-landed path=2020 opp_fire=no -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-landed,.*,2020,,1,.*,entered;moved;mp=7$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-landed: movement allowance 8, on foot (§2.12).
us-landed has already spent 5 MP this turn: 3 left (§5.11).
us-landed landed this turn on the beach 1920, in an Axis ZOC or under an RMF = 0 marker: it may move one hex, not across a river (§24.22).
2020: +2 MP (on foot), 2 of 3 MP spent (§5.22).
Moved to 2020: 1 hex entered (§5.1).
--- stderr
