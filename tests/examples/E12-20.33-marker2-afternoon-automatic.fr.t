# French transcript of E12-20.33-marker2-afternoon-automatic.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e12-v2-afternoon.csv bridge action=repair id=4050 unit=us-eng --lang fr
status: 0
--- stdout
umpire-state,1,salerno43
# Example 1 of §20.33 (digest E12): marker 2, the morning roll failed: automatic in the afternoon.
# Bridge 4050, demolition marker 2, repair started 10-night; now 11-afternoon.
set,active,allied
set,bridge_cup,0;1;2;3;2
set,draws,0
set,seed,e12-v2-afternoon
set,turn,11-afternoon
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
La réparation du pont 4050 a commencé le 10-night, il y a 2 tours, et sa valeur de démolition est 2 : elle s'achève d'elle-même, sans jet (§20.32, §20.33; E12, E13).
Le pont 4050 est réparé et de nouveau ouvert ; son marqueur retourne dans la coupe (§20.24, §20.12).
