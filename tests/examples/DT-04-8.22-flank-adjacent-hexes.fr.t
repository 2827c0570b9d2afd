# French transcript of DT-04-8.22-flank-adjacent-hexes.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-assault.csv assault target=1010 units=A/1/16,C/1/16 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
--- stdout
Une action gratuite (sous le commandement d'un QG ou d'un Général, §11.2) : le compte de la 1re Division ne change pas (§7.1).
Une action gratuite (sous le commandement d'un QG ou d'un Général, §11.2) : le compte de la 1re Division ne change pas (§7.1).
g50 en 1010 est révélée (§8.3).
A/1/16 (inf, 1 hexagone) : force 4, armes BR MG RADIO (§8.1).
C/1/16 (inf, 1 hexagone) : force 4, armes BR MG RADIO (§8.1).
Armes requises : BZ FL ; missing: BZ FL (FL : deux hexagones attaquants non adjacents l'un à l'autre, §8.22) (§8.2).
Défense allemande 5 = unité 4 + terrain 1 + côté d'hexagone 0 (côté d'hexagone ordinaire, le moins favorable au défenseur) (§8.31).
Force américaine 8 contre 5 (§8.3).
Table des attaques américaines, armes absent, rapport 1:1, unrevealed_reserve : « none » (§8.3).
Pas d'effet (§8.3).
--- stderr
