# EX-16 (§2.2 défenseur): the Grenade destroys the Défenseur d first; its +1
# to r (Defense 2 + the foxhole's nothing inside + 1) lasts to the end of this
# activation: r's defense is 3.
cmd: resolve tests/examples/data/hn-ex16-checks.csv grenade unit=t at=L9 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,r,de,weak,dead,front,,$" $TMP/s.csv
--- stdout
t throws a Grenade into fox: the marker goes on L9; the blast spreads inside to the adjacent squares (§1.4 grenades et tranchées).
d on L9 is in the blast: Defense Value 5 (§1.4 grenades).
the Grenade on L9 at d: 1d6 = 6 + attack 4 = 10 against defense 5: hit (ruling fire-hit >=) (§1.4 grenades; core).
Coup Double: 2 step losses (core 3.2.3 p.15 Coup Double).
d's +1 lasts to the end of this activation (§2.2 défenseur).
d is destroyed (core 3.2.3).
r on M9 is in the blast: Defense Value 2, Défenseur +1 (§2.2) (§1.4 grenades).
the Grenade on L9 at r: 1d6 = 1 + attack 4 = 5 against defense 3: hit (ruling fire-hit >=) (§1.4 grenades; core).
r is destroyed (core 3.2.3).
--- stderr
