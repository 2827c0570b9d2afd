# French transcript of E18-26.22-drift-3157-to-3454.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e18.csv paradrop --dice 1,2,6,3,4,5 --lang fr
status: 0
--- stdout
umpire-state,1,salerno43
# Example of §26.22 (digest E18): a unit of the US 82nd Airborne planned to
# drop on 3157 drifts 4 hexes and rolls 2d6 = 7 on the drift diagram: it lands
# in 3454 (3 hexes NE, then 1 hex N). Night of 13 September; no Axis unit near;
# 3454 and 3157 at level 1, not on the coast. The Axis unit far away in 4060
# is there so the map has an enemy.
set,draws,0
set,seed,e18
set,turn,13-night
set,weather,clear
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma
unit,505-a,allied,US,82,para,company,soft,3454,1,2,1,5,4,6
unit,de-inf,axis,DE,16pz,infantry,company,soft,4060,1,2,1,4,4,6
@hex,hex,levels,terrain,coast
hex,3157,1,clear,
hex,3454,1,clear,
hex,4060,1,clear,
@drop,unit,target,turn
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Jet de précision allié 2d6 = 1+2 = 3 : colonne 2-4 de la table des parachutages pour tout le tour (§26.2).
505-a obtient 1d6 = 6 : une dérive de 4 hexes (§26.22).
505-a obtient 2d6 = 3+4 = 7 sur le diagramme de dérive (NE;NE;NE;N) : elle atterrit en 3454 (§26.22).
505-a obtient 1d6 = 5 pour les dégâts à l'atterrissage (pas de ZdC de l'Axe, un pas de perte sur 1) : aucun dommage (§26.23 a).
Parachutages terminés : 1 unité larguée, 0 pas de perte subi (§26).
