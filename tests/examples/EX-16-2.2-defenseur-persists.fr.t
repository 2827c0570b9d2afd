# French transcript of EX-16-2.2-defenseur-persists.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-checks.csv grenade unit=t at=L9 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,r,de,weak,dead,front,,$" $TMP/s.csv
--- stdout
t lance une Grenade dans fox : le marqueur va sur L9 ; le souffle se répand à l'intérieur aux cases adjacentes (§1.4 grenades et tranchées).
d sur L9 est dans le souffle : Valeur de Défense 5 (§1.4 grenades).
la Grenade en L9 sur d : 1d6 = 6 + attaque 4 = 10 contre défense 5 : touché (arbitrage fire-hit >=) (§1.4 grenades; core).
Coup Double : 2 Pas de Perte (core 3.2.3 p.15 Coup Double).
Le +1 de d dure jusqu'à la fin de cette activation (§2.2 défenseur).
d est Détruite (core 3.2.3).
r sur M9 est dans le souffle : Valeur de Défense 2, Défenseur +1 (§2.2) (§1.4 grenades).
la Grenade en L9 sur r : 1d6 = 1 + attaque 4 = 5 contre défense 3 : touché (arbitrage fire-hit >=) (§1.4 grenades; core).
r est Détruite (core 3.2.3).
--- stderr
