# French transcript of E13-20.33-marker1-afternoon-start.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e13-v1.csv bridge action=repair id=4050 unit=us-eng --dice 1 --lang fr
status: 0
--- stdout
umpire-state,1,salerno43
# Example 2 of §20.33 (digest E13): repair begun in an afternoon, marker 1: any roll (1 or more) repairs it at once.
# Bridge 4050, demolition marker 1, repair started ; now 11-afternoon.
set,active,allied
set,bridge_cup,0;1;2;3;1
set,draws,0
set,seed,e13-v1
set,turn,11-afternoon
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,,,
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
us-eng commence à réparer le pont 4050 en 11-afternoon (§20.3, §20.32).
Le joueur allié obtient 1d6 = 1 pour la réparation du pont 4050 : au moins la valeur de démolition, réparé (§20.33).
Le pont 4050 est réparé et de nouveau ouvert ; son marqueur retourne dans la coupe (§20.24, §20.12).
