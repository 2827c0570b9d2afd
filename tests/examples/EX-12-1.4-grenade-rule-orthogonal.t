# EX-12, digest A16's alternatives: grenade-adjacent=4 and
# grenade-own-square=no: only B2, D2 and C1 (orthogonal, and beyond the access).
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t1 at=C2 --dice 1,1,1 --rule grenade-adjacent=4 --rule grenade-own-square=no --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,c2,de,dug,C2,front,,$" $TMP/s.csv
--- stdout
Ruling grenade-adjacent=4 applies (the default is 8) (§1.4 grenades; A16).
Ruling grenade-own-square=no applies (the default is yes) (§1.4 grenades; A16).
t1 throws a Grenade into tr: the marker goes on C2; the blast spreads inside to the adjacent squares (§1.4 grenades et tranchées).
c1 on C1 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at c1: 1d6 = 1 + attack 4 = 5 against defense 8: miss (ruling fire-hit >=) (§1.4 grenades; core).
b2 on B2 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at b2: 1d6 = 1 + attack 4 = 5 against defense 8: miss (ruling fire-hit >=) (§1.4 grenades; core).
d2 on D2 is in the blast: Defense Value 8 (§1.4 grenades).
the Grenade on C2 at d2: 1d6 = 1 + attack 4 = 5 against defense 8: miss (ruling fire-hit >=) (§1.4 grenades; core).
--- stderr
