# French transcript of E13-20.33-marker2-night-roll-ruling.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e13-v2-night.csv bridge action=repair id=4050 unit=us-eng --rule bridge-repair=night-rolls --dice 2 --lang fr
status: 0
--- stdout
umpire-state,1,salerno43
# Example 2 of §20.33 (digest E13): marker 2, begun in the afternoon; the night after (no roll by §20.32; the example rolls).
# Bridge 4050, demolition marker 2, repair started 11-afternoon; now 11-night.
set,active,allied
set,bridge_cup,0;1;2;3;2
set,draws,0
set,seed,e13-v2-night
set,turn,11-night
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur allié obtient 1d6 = 2 pour la réparation du pont 4050 : au moins la valeur de démolition, réparé (§20.33; ruling bridge-repair=night-rolls).
Le pont 4050 est réparé et de nouveau ouvert ; son marqueur retourne dans la coupe (§20.24, §20.12).
