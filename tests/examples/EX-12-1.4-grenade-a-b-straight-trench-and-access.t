# EX-12 (§1.4 grenades et tranchées, 12a and 12b): t1 throws a Grenade into the
# straight trench: the marker on C2; the blast reaches C2 itself (ruling
# grenade-own-square), B2 and D2 inside the element, and C1 beyond the access on
# C2/n (B); C3 outside and E2, two squares away, are spared. Test values:
# grenade 4, range 2, defense 8.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t1 at=C2 --dice 1,2,3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,d2,de,dug,dead,front,,$" $TMP/s.csv
sh: grep -q "^unit,c3,de,dug,C3,front,,$" $TMP/s.csv
--- stdout
t1 throws a Grenade into tr: the marker goes on C2; the blast spreads inside to the adjacent squares (§1.4 grenades et tranchées).
c2 on C2 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at c2: 1d6 = 1 + attack 4 = 5 against defense 8: miss (ruling fire-hit >=) (§1.4 grenades; core).
c1 on C1 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at c1: 1d6 = 2 + attack 4 = 6 against defense 8: miss (ruling fire-hit >=) (§1.4 grenades; core).
b2 on B2 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at b2: 1d6 = 3 + attack 4 = 7 against defense 8: miss (ruling fire-hit >=) (§1.4 grenades; core).
d2 on D2 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at d2: 1d6 = 4 + attack 4 = 8 against defense 8: hit (ruling fire-hit >=) (§1.4 grenades; core).
d2 is destroyed (core 3.2.3).
--- stderr
