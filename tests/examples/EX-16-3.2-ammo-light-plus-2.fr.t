# French transcript of EX-16-3.2-ammo-light-plus-2.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=carrier target=car ammo=2 --dice 1 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
--- stdout
2 marqueurs Ammo : +4 contre un véhicule léger (§3.2 ammo).
Ligne hedge (+A4-+I4 : obstacle;def=1) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne hedge (+A4-+I4) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
1 Obstacle : -1 au jet (LdV Réduite) (§1.1 Lignes pt.3; core 5.1).
carrier (carrier) tire sur car (véhicule léger) : attaque 3, Valeur de Défense 4, Lignes +1 (§1.1 Lignes pt.3, pt.5), Blindage x2 +2 (§3.2) (core 3.2.3).
carrier tire sur car : 1d6 = 1 + attaque 3 + 3 = 7 contre défense 7 : touché (arbitrage fire-hit >=) (core 3.2.3).
car est Détruite : son épave reste sur le plateau (core 3.2.3).
carrier dépense 2 marqueurs Ammo (§3.2; ruling gear-spent).
--- stderr
