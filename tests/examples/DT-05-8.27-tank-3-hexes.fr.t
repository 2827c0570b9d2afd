# French transcript of DT-05-8.27-tank-3-hexes.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,B/1/16,T3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q '^german,g50,WN50,1010,wn,716,1,0,revealed,' $TMP/s.csv
--- stdout
Une action gratuite (sous le commandement d'un QG ou d'un Général, §11.2) : le compte de la 1re Division ne change pas (§7.1).
Action 1 sur 2 de la 1re Division (§7).
Action 2 sur 2 de la 1re Division (§7).
g50 en 1010 est révélée (§8.3).
A/1/16 (inf, 1 hexagone) : force 4, armes BR MG RADIO (§8.1).
B/1/16 (inf, 1 hexagone) : force 3, armes BR MG (§8.1).
T3 (tank, 3 hexagones) : force 5, armes AR BZ BR MG (§8.1).
Armes requises : BZ FL ; les attaquants les ont toutes (§8.2).
Défense allemande 6 = unité 4 + terrain 1 + côté d'hexagone 1 (shingle, le moins favorable au défenseur) (§8.31).
Force américaine 12 contre 6 (§8.3).
Table des attaques américaines, armes present, rapport 2:1, unrevealed_reserve : « reveal-reserve » (§8.3).
Le marqueur de réserve est révélé : l'attaque est résolue de nouveau (§8.3).
Armes requises : BZ FL DEMO ; missing: DEMO (§8.2).
Défense allemande 8 = unité 4 + marqueur de réserve 2 + terrain 1 + côté d'hexagone 1 (shingle, le moins favorable au défenseur) (§8.31).
Force américaine 12 contre 8 (§8.3).
Table des attaques américaines, armes absent, rapport 1:1, revealed_reserve : « none » (§8.3).
Pas d'effet (§8.3).
--- stderr
