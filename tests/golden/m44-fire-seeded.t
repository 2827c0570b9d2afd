# The README demo: Sword Beach, British supported armor in 1019 fires at German
# infantry in the open at 1017, range 2: 3 dice (units table), seeded. The new state
# goes to stdout, the log to stderr; draws advances by the 3 dice.
cmd: resolve fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --seed 7
status: 0
sh: "$UMPIRE" resolve $ROOT/fixtures/memoir44/sword-beach.csv fire from=1019 to=1017 --seed 7 2>/dev/null | grep -q "^set,draws,3$"
--- stdout
umpire-state,1,memoir44
# Sword Beach, 6 June 1944, the Allies' first turn (seed L633-L710). Scenario
# facts from the seed: Allies move first, air superiority and off-board artillery
# for the Allies, BCF command rules, Axis 5 medals at start (2 village + 3 beach),
# 16 to win, hands Axis 3 / Allies 6, German heavy artillery worth 2 medals,
# supported armor marked with a battle star, British commandos retreat in any
# direction (L685). The board art is not in the seed (its illustrations are lost
# in the OCR), so the hexes below are a small illustrative slice of a 13 x 23
# D-Day board: sea rows at the bottom (Allied baseline), the beach, a bluff and
# the inland villages; replace them with your board's.
set,active,allies
set,air_superiority,allies
set,bcf,allies
set,boards,1
set,draws,3
set,hand.allies,6
set,hand.axis,3
set,medals.allies,0
set,medals.axis,0
set,offboard,allies
set,scenario,sword
set,seed,sword-6-june
set,temp.allies,0
set,temp.axis,5
set,turn.allies,1
set,turn.axis,0
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-hart-1,axis,DE,heavy_artillery,0613,2,,2,,,,
unit,de-inf-1,axis,DE,infantry,0617,4,,,,,,
unit,de-inf-2,axis,DE,infantry,1017,2,,,,,,
unit,de-inf-3,axis,DE,infantry,1016,4,,,,,,
unit,gb-cdo-1,allies,GB,special_forces,0420,4,,,,,retreat_any,
unit,gb-dd-1,allies,GB,destroyer,0721,1,0,,,,,
unit,gb-inf-1,allies,GB,infantry,0619,4,,,,,,
unit,gb-inf-2,allies,GB,infantry,0818,4,,,,,,
unit,gb-lc-1,allies,GB,landing_craft,0522,1,,,,,,
unit,gb-sarm-1,allies,GB,supported_armor,1019,4,1,,,,battled,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal
hex,0416,village,,,,left,,,,,
hex,0417,hill,,1,1,left,,,,,
hex,0418,beach,,,,left,left,,,,
hex,0419,beach,,,,left,left,,,,
hex,0420,littoral,,,,left,,,,,
hex,0517,hill,,1,1,left+centre,,,,,
hex,0518,beach,,,,left+centre,left,,,,
hex,0519,beach,,,,left+centre,centre,,,,
hex,0520,littoral,,,,left+centre,,,,,
hex,0521,ocean,,,,left+centre,,,,,
hex,0522,ocean,,,,left+centre,,yes,,,
hex,0613,countryside,,,,centre,,,,,
hex,0617,hill,sandbag,1,1,centre,,,,,
hex,0618,beach,,,,centre,centre,,,,
hex,0619,beach,,,,centre,centre,,,,
hex,0620,littoral,,,,centre,,,,,
hex,0621,ocean,,,,centre,,,,,
hex,0622,ocean,,,,centre,,yes,,,
hex,0721,ocean,,,,centre,,,,,
hex,0722,ocean,,,,centre,,,,,
hex,0817,countryside,,,,centre,,,,,
hex,0818,beach,,,,centre,centre,,,,
hex,0819,beach,,,,centre,centre,,,,
hex,0917,countryside,,,,centre+right,,,,,
hex,0918,beach,,,,centre+right,right,,,,
hex,1016,village,,,,right,,,,,
hex,1017,countryside,,,,right,,,,,
hex,1018,beach,,,,right,right,,,,
hex,1019,beach,,,,right,right,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-sarm-1 (supported_armor, 4 figures) in 1019 fires at de-inf-2 (infantry) in 1017 at range 2 (B-9, §6.2).
supported_armor dice at range 2: 3 (units table).
gb-sarm-1 rolls 3 battle dice against de-inf-2: star, infantry, infantry (B-1).
de-inf-2 loses 2 figures to 2 hits (B-2).
