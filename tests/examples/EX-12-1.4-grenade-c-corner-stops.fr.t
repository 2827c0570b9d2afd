# French transcript of EX-12-1.4-grenade-c-corner-stops.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex12-grenade.csv grenade unit=t2 at=B6 --dice 6,6 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,c7,de,dug,C7,front,,$" $TMP/s.csv
sh: grep -q "^unit,c6,de,dug,dead,front,,$" $TMP/s.csv
--- stdout
t2 lance une Grenade dans tl : le marqueur va sur B6 ; le souffle se répand à l'intérieur aux cases adjacentes (§1.4 grenades et tranchées).
a6 sur A6 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en B6 sur a6 : 1d6 = 6 + attaque 4 = 10 contre défense 8 : touché (arbitrage fire-hit >=) (§1.4 grenades; core).
a6 est Détruite (core 3.2.3).
c6 sur C6 est dans le souffle : Valeur de Défense 8 (§1.4 grenades).
la Grenade en B6 sur c6 : 1d6 = 6 + attaque 4 = 10 contre défense 8 : touché (arbitrage fire-hit >=) (§1.4 grenades; core).
c6 est Détruite (core 3.2.3).
--- stderr
