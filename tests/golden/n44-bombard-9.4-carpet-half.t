# §9.4: a carpet on two adjacent hexes, 50% of the potential each (3 of 6, rounded
# down), one die each.
cmd: resolve tests/examples/data/n44-bomb-air.csv bombard kind=carpet at=0713,0714 air=8af-hb-1,8af-hb-2 --tables tests/examples/data/normandie44-tables --dice 2,5 -o $TMP/out.csv
status: 0
--- stdout
Bombardment of 0713, strength 3: 1d6 = 2, 50% on each of two hexes: 3 of 6 (ruling carpet-half): 2: - (TB) (§6.2).
No effect (§6.2).
Bombardment of 0714, strength 3: 1d6 = 5, 50% on each of two hexes: 3 of 6 (ruling carpet-half): 5: A2 (TB) (§6.2).
de-91-1057 is affected: A2 (§6.5).
de-91-1058 is affected: A2 (§6.5).
8af-hb-1 goes on the turn track: available again on turn 6 (§9.4).
8af-hb-2 goes on the turn track: available again on turn 6 (§9.4).
2 heavy bombers used: -4 VP to the Allies (§9.4).
--- stderr
