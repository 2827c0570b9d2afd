# French transcript of E12-20.33-marker2-morning-roll-fails.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/e12.csv bridge action=repair id=4050 unit=us-eng --dice 1 --lang fr
status: 0
--- stdout
umpire-state,1,salerno43
# Example 1 of §20.33 (digest E12): a repair of bridge 4050 started in the
# night turn 10-night (T); its demolition marker reads 2. Now the morning
# works phase of 11-morning (T+1): the Allied engineer rolls 1d6, 2 or more
# repairs it; failing that, the repair completes by itself at 11-afternoon (T+2).
# The e12-*.csv and e13-*.csv states vary the value and the turn.
set,active,allied
set,bridge_cup,0;1;2;3
set,draws,0
set,seed,e12
set,turn,11-morning
@unit,id,side,nation,division,kind,size,target,hex,stack,steps,att_armor,att_soft,def,ma,flags
unit,us-eng,allied,US,36,engineer,company,soft,4050,1,2,1,4,4,6,bridge=4050
@hex,hex,levels,terrain
hex,4050,1,clear
@bridge,id,hex,city,marker,repair,by
bridge,4050,4050,,2,10-night,allied
--- stderr
L'état n'enregistre pas de phase (set,phase) : umpire ne vérifie que ce que le tour et les marqueurs disent de la séquence de jeu (§3).
Le joueur allié obtient 1d6 = 1 pour la réparation du pont 4050 : moins que la valeur de démolition, pas encore (§20.33).
