# French transcript of EX-12-1.4-grenade-rule-orthogonal.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t1 at=C2 --dice 1,1,1 --rule grenade-adjacent=4 --rule grenade-own-square=no --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,c2,de,dug,C2,front,,$" $TMP/s.csv
--- stdout
L'arbitrage grenade-adjacent=4 s'applique (celui par défaut est 8) (§1.4 grenades; A16).
L'arbitrage grenade-own-square=no s'applique (celui par défaut est yes) (§1.4 grenades; A16).
t1 lance une Grenade dans tr : le marqueur va sur C2 ; le souffle se répand à l'intérieur aux cases adjacentes (§1.4 grenades et tranchées).
c1 sur C1 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur c1 : 1d6 = 1 + attaque 4 = 5 contre défense 8 : raté (arbitrage fire-hit >=) (§1.4 grenades; core).
b2 sur B2 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur b2 : 1d6 = 1 + attaque 4 = 5 contre défense 8 : raté (arbitrage fire-hit >=) (§1.4 grenades; core).
d2 sur D2 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en C2 sur d2 : 1d6 = 1 + attaque 4 = 5 contre défense 8 : raté (arbitrage fire-hit >=) (§1.4 grenades; core).
--- stderr
