# move (§24.22): the US beach 1920 is in the ZOC of the German company in 1919;
# a unit landing there may still move one hex: 5 MP to land, 2 on foot to 2020,
# out of the ZOC; 7 MP of its MA 8, marked entered, not assault.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-res path=1920,2020 opp_fire=no -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-res,.*,2020,,1,.*,moved;mp=7;entered$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-res: movement allowance 8, on foot (§2.12).
1920: +5 MP (landing on beach US-red), 5 of 8 MP spent (§18.35).
The beach 1920 is in an Axis ZOC or under an RMF = 0 marker: us-res may move one hex from it, not across a river (§24.22).
2020: +2 MP (on foot), 7 of 8 MP spent (§5.22).
No beach row stands in 1920: the landing limits of the beach are not counted (beach rows, umpire-salerno43(7)) (§18.34).
Moved to 2020: 2 hexes entered (§5.1).
--- stderr
