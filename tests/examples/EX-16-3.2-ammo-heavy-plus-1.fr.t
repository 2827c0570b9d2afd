# French transcript of EX-16-3.2-ammo-heavy-plus-1.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=recce target=tank ammo=1 --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
--- stdout
1 marqueur Ammo : +1 contre un véhicule lourd (§3.2 ammo).
Ligne hedge (+A4-+I4 : obstacle;def=1) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne hedge (+A4-+I4) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
1 Obstacle : -1 au jet (LdV Réduite) (§1.1 Lignes pt.3; core 5.1).
recce (recce) tire sur tank (véhicule lourd) : attaque 1, Valeur de Défense 8, Lignes +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
recce tire sur tank : 1d6 = 6 + attaque 1 = 7 contre défense 9 : raté (arbitrage fire-hit >=) (core 3.2.3).
recce dépense 1 marqueur Ammo (§3.2; ruling gear-spent).
--- stderr
