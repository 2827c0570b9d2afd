# French transcript of EX-16-3.5-life-point-double-all.t (issue 19): its steps, line for line.
cmd: resolve tests/golden/data/hn-fire.csv fire unit=sniper target=hero life=1 --dice 6 --rule life-double=all --tables tests/golden/data/hn-tables -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,hero,de,hero,dead,back,,life=2$" $TMP/s.csv
--- stdout
L'arbitrage life-double=all s'applique (celui par défaut est per-step) (§3.5 life point).
Ligne hedge (+A4-+I4 : obstacle;def=1) : Obstacle pour le tireur (§1.1 Lignes pt.3).
Ligne hedge (+A4-+I4) : Bonus Défensif +1 pour la cible (§1.1 Lignes pt.3).
1 Obstacle : -1 au jet (LdV Réduite) (§1.1 Lignes pt.3; core 5.1).
sniper (sniper) tire sur hero (infanterie) : attaque 5, Valeur de Défense 5, Lignes +1 (§1.1 Lignes pt.3, pt.5) (core 3.2.3).
sniper tire sur hero : 1d6 = 6 + attaque 5 - 1 = 10 contre défense 6 : touché (arbitrage fire-hit >=) (core 3.2.3).
Coup Double : 2 Pas de Perte (core 3.2.3 p.15 Coup Double).
hero subit un Pas de Perte : elle passe sur sa face arrière (hero-r) (§3.5 Pas de Perte).
hero est Détruite (core 3.2.3).
--- stderr
