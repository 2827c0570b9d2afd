# move (§18.35): a US reinforcement lands on the US beach of 1920 for 5 MP and
# moves on with the rest (mechanised: 1 MP to 2020); Allied reinforcements are not
# held to the roads (§18.2 is the Axis's).
cmd: resolve tests/golden/data/move-b-10.csv move unit=us-res-tank path=1920,2020 -o $TMP/out.csv
status: 0
sh: grep -q "^unit,us-res-tank,.*,2020,,3,.*,moved;mp=6;entered,$" $TMP/out.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-res-tank: movement allowance 10, mechanised (§2.12).
1920: +5 MP (landing on beach US-red), 5 of 10 MP spent (§18.35).
2020: +1 MP (mechanised, level 1), 6 of 10 MP spent (§5.21).
No beach row stands in 1920: the landing limits of the beach are not counted (beach rows, umpire-salerno43(7)) (§18.34).
Moved to 2020: 2 hexes entered (§5.1).
--- stderr
