# French transcript of EX-12-1.4-grenade-a-b-straight-trench-and-access.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t1 at=C2 --dice 1,2,3,4 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,d2,de,dug,dead,front,,$" $TMP/s.csv
sh: grep -q "^unit,c3,de,dug,C3,front,,$" $TMP/s.csv
--- stdout
t1 lance une Grenade dans tr : le marqueur va sur C2 ; le souffle se répand à l'intérieur aux cases adjacentes (§1.4 grenades et tranchées).
c2 sur C2 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur c2 : 1d6 = 1 + attaque 4 = 5 contre défense 8 : raté (arbitrage fire-hit >=) (§1.4 grenades; core).
c1 sur C1 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur c1 : 1d6 = 2 + attaque 4 = 6 contre défense 8 : raté (arbitrage fire-hit >=) (§1.4 grenades; core).
b2 sur B2 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur b2 : 1d6 = 3 + attaque 4 = 7 contre défense 8 : raté (arbitrage fire-hit >=) (§1.4 grenades; core).
d2 sur D2 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur d2 : 1d6 = 4 + attaque 4 = 8 contre défense 8 : touché (arbitrage fire-hit >=) (§1.4 grenades; core).
d2 est Détruite (core 3.2.3).
--- stderr
