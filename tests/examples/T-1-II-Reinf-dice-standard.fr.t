# French transcript of T-1-II-Reinf-dice-standard.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/m44-reinf.csv reinforce --dice 6,6,6,6,6,6 --lang fr
status: 0
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce recon1=yes --dice 6,6,6,6,6,6,6,6 2>&1 >/dev/null | grep -q "+2 for a Recon 1: 8 dice"
sh: for n in 3 4 5; do f=""; for i in $(seq $n); do f="$f,6"; done; "$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce side=axis hand=$n --dice ${f#,} 2>&1 >/dev/null | grep -q "included: $n dice" || exit 1; done
sh: sed "s/^set,active,allies/set,active,axis\nset,axis_reinf_blocked,yes/" $ROOT/tests/examples/data/m44-reinf.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv reinforce 2>&1 >$TMP/o.csv | grep -q "no reinforcement roll this turn" && grep -q "^set,axis_reinf_blocked,no" $TMP/o.csv
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-reinf.csv reinforce --dice 6,6,6,6,6 2>&1); test $? = 64 && printf '%s\n' "$out" | grep -q "too few\|ran out\|needs more\|dice"
--- stdout
umpire-state,1,memoir44
# Reinforcement rolls: the Allies hold 6 cards, the Axis 3 (digest T-1, T-2, T-3).
set,active,allies
set,draws,0
set,flag_moves.allies,6
set,hand.allies,6
set,hand.axis,3
set,reinforcements.allies,
set,seed,reinf
set,turn.axis,1
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-inf-1,axis,DE,infantry,0607,4,,,,,,
unit,gb-inf-1,allies,GB,infantry,0610,4,,,,,,
--- stderr
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Le joueur allié a 6 cartes de Commandement, celle qui vient d'être jouée comprise : 6 dés (§II-Reinf L181).
Le joueur allié lance 6 dés de renforts : drapeau, drapeau, drapeau, drapeau, drapeau, drapeau (§II-Reinf L181).
6 drapeaux : 6 unités supplémentaires peuvent se déplacer ce tour, dans n'importe quelle section, sans combattre (§II-Reinf L227, L235).
Pas d'unité de renfort (§II-Reinf L181-L227).
Pas de jet de débarquement : Jour J n'en a pas ; les renforts alliés débarquent par barge (ordre land) (§4.5).
