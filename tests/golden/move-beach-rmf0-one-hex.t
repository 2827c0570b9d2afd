# move (§24.22): the beach 2224 is next to an RMF = 0 marker facing the Allies
# (2125): instead of spending all its MP there (§11.42) the landing unit may move
# one hex, to 2223 on its own bank (bank A): 5 + 2 = 7 MP.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-res path=2224,2223 opp_fire=no -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-res,.*,2223,,1,.*,moved;mp=7;entered$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-res: movement allowance 8, on foot (§2.12).
2224: +5 MP (landing on beach US-green), 5 of 8 MP spent (§18.35).
The beach 2224 is in an Axis ZOC or under an RMF = 0 marker: us-res may move one hex from it, not across a river (§24.22).
2223: +2 MP (on foot), 7 of 8 MP spent (§5.22).
No beach row stands in 2224: the landing limits of the beach are not counted (beach rows, umpire-salerno43(7)) (§18.34).
Moved to 2223: 2 hexes entered (§5.1).
--- stderr
