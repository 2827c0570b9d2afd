# French transcript of EX-16-2.2-remplacant-2-squares.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=brit target=mg replace=loader --dice 6 --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,mg,de,mg42,G6,front,,$" $TMP/s.csv
--- stdout
Ligne hedge (+A4-+I4 : obstacle;def=1) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne hedge (+A4-+I4) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
1 Obstacle : -1 au jet (LdV Réduite) (§1.1 Lignes pt.3; core 5.1).
brit (rifles) tire sur mg (infanterie) : attaque 3, Valeur de Défense 4, Lignes +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
brit tire sur mg : 1d6 = 6 + attaque 3 - 1 = 8 contre défense 5 : touché (arbitrage fire-hit >=) (core 3.2.3).
Coup Double : 2 Pas de Perte (core 3.2.3 p.15 Coup Double).
loader subit tous les Dégâts à la place de mg (§2.2 remplaçant).
loader est Détruite (core 3.2.3).
--- stderr
