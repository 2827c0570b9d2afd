# T-1 (§II-Reinf L181, §II-AirSup L306): (a) the Allies hold 6 cards, the one just
# played included: 6 dice (six flags are typed, so the lost chart is not needed);
# (b) with a Recon 1: 8; (c) the Axis in Sword with 3, then 4, then 5 cards: 3, 4, 5
# dice; (d) after an Allied air attack the Axis makes no roll. (e, Their Finest
# Hour rolled first, is a base-game card outside the seed: not modelled.)
cmd: resolve tests/examples/data/m44-reinf.csv reinforce --dice 6,6,6,6,6,6
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
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
The allies hold 6 command cards, the one just played included: 6 dice (§II-Reinf L181).
The allies roll 6 reinforcement dice: flag, flag, flag, flag, flag, flag (§II-Reinf L181).
6 flags: 6 extra units may move this turn, in any section, without battling (§II-Reinf L227, L235).
No reinforcement unit (§II-Reinf L181-L227).
No landing roll: D-Day Landings has none; Allied reinforcements come ashore by landing craft (order land) (§4.5).
