# A sealed game's end of turn (B-5, B-7; umpire(1), Secret hands): the state
# holds no card rows and cannot move cards, so end records what the deal owes
# each side, counted from the start of the deal. The allies played Recon Right:
# they draw 2 and keep 1, set,deal.due.allies goes from 4 to 6 and
# set,deal.discard.allies to 1 (the card they show as discarded), and the hand
# stays at 4. A plain card (Firefight) owes 1 and no discard. An Ambush the axis
# played in the allies' turn (set,deal.react.axis) makes them draw first: one
# more owed to the axis, the list cleared, their hand unchanged. Sword's axis
# take 2 cards at the end of their turn 1 (scenario page): 2 owed, the hand
# grows by 1. A state without set,deal.due rows is a game at the table: nothing
# recorded.
cmd: resolve tests/golden/data/m44-deal-due.csv end
status: 0
sh: out=$(sed 's/^set,card.allies,Recon Right$/set,card.allies,Firefight/' tests/golden/data/m44-deal-due.csv | "$UMPIRE" resolve - end 2>/dev/null) && printf '%s\n' "$out" | grep -qx 'set,deal.due.allies,5' && printf '%s\n' "$out" | grep -qx 'set,deal.discard.allies,0' && printf '%s\n' "$out" | grep -qx 'set,hand.allies,4'
sh: out=$(sed 's/^set,card.allies,Recon Right$/set,card.allies,Firefight\nset,deal.react.axis,Ambush/' tests/golden/data/m44-deal-due.csv | "$UMPIRE" resolve - end 2>&1 >/dev/null) && printf '%s\n' "$out" | grep -q "The axis, who played an Ambush, draw first: the sealed deal owes them 1 card (deal.due.axis = 4)"
sh: out=$(sed 's/^set,card.allies,Recon Right$/set,card.allies,Firefight\nset,deal.react.axis,Ambush/' tests/golden/data/m44-deal-due.csv | "$UMPIRE" resolve - end 2>/dev/null) && printf '%s\n' "$out" | grep -qx 'set,deal.due.axis,4' && printf '%s\n' "$out" | grep -qx 'set,deal.react.axis,' && printf '%s\n' "$out" | grep -qx 'set,hand.axis,3'
sh: out=$(sed 's/^set,active,allies$/set,active,axis\nset,scenario,sword\nset,turn.axis,1/; s/^set,card.allies,Recon Right$/set,card.axis,Probe Centre/' tests/golden/data/m44-deal-due.csv | "$UMPIRE" resolve - end 2>/dev/null) && printf '%s\n' "$out" | grep -qx 'set,deal.due.axis,5' && printf '%s\n' "$out" | grep -qx 'set,hand.axis,4' && printf '%s\n' "$out" | grep -qx 'set,deal.discard.axis,0'
sh: ! "$UMPIRE" resolve tests/golden/data/m44-deal-sealed.csv end 2>/dev/null | grep -q '^set,deal\.'
--- stdout
umpire-state,1,memoir44
# A sealed game that counts its draws (m44-deal-due-*.t): the sealed state of
# m44-deal-sealed.csv with what the deal owes each side since it began
# (set,deal.due.SIDE: the starting hands, 4 and 3, as m44-deal.csv drew them),
# a second axis unit, and the allies' Recon Right played this turn (shown at
# position 3 of m44-deal-recon.csv).
set,active,axis
set,card.allies,
set,deal.discard.allies,1
set,deal.due.allies,6
set,deal.due.axis,3
set,deck,breakthrough
set,draws,0
set,hand.allies,4
set,hand.axis,3
set,last.allies,Recon Right
set,seed,ambush
set,turn.axis,1
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-inf-1,axis,DE,infantry,0604,4,,,,,,
unit,de-inf-2,axis,DE,infantry,0505,4,,,,,,
unit,gb-inf-1,allies,GB,infantry,0605,4,,,,,,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal
hex,0505,countryside,,,,centre,,,,,
hex,0604,countryside,,,,centre,,,,,
hex,0605,countryside,,,,centre,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
The allies draw 2 cards from the sealed deal (deal.due.allies = 6; umpire deal draw DEAL allies --state STATE) (B-5).
The allies keep 1 and show the other with umpire deal open (deal.discard.allies = 1) (B-5).
End of the allies' turn: the markers of 0 units cleared; the axis play their turn 1 (B-7).
