# EX-12 (§1.4, 12c, A): t2's Grenade on B6 in the L-shaped trench: A6 and C6
# are hit, C7 lies past the corner drawn over +C7: only the trench's corners stop
# the blast.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t2 at=B6 --dice 6,6 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,c7,de,dug,C7,front,,$" $TMP/s.csv
sh: grep -q "^unit,c6,de,dug,dead,front,,$" $TMP/s.csv
--- stdout
t2 throws a Grenade into tl: the marker goes on B6; the blast spreads inside to the adjacent squares (§1.4 grenades et tranchées).
a6 on A6 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on B6 at a6: 1d6 = 6 + attack 4 = 10 against defense 8: hit (ruling fire-hit >=) (§1.4 grenades; core).
a6 is destroyed (core 3.2.3).
c6 on C6 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on B6 at c6: 1d6 = 6 + attack 4 = 10 against defense 8: hit (ruling fire-hit >=) (§1.4 grenades; core).
c6 is destroyed (core 3.2.3).
--- stderr
