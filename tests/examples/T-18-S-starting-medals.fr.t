# French transcript of T-18-S-starting-medals.t (issue 19): its steps, line for line.
cmd: resolve fixtures/memoir44/sword-beach.csv control --lang fr
status: 0
sh: "$UMPIRE" resolve fixtures/memoir44/sword-beach.csv control 2>&1 >/dev/null | grep -q "Medals at the start of the turn: Allies 0, Axis 5"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-aa.csv control 2>/dev/null | grep -q "^set,temp.axis,3$"
sh: for s in juno gold omaha; do sed "s/^set,scenario,sword/set,scenario,$s/" $ROOT/fixtures/memoir44/sword-beach.csv > $TMP/$s.csv && "$UMPIRE" resolve $TMP/$s.csv control 2>/dev/null | grep -q "^set,temp.axis,5$" || exit 1; done
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-utah.csv control 2>&1 >/dev/null | grep -q "Medals at the start of the turn: Allies 0, Axis 4"
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-utah.csv control 2>/dev/null | grep -q "^set,temp.axis,4$"
sh: sed "/^unit,us-para-2,/a unit,us-para-3,allies,US,special_forces,1205,4,,,,,retreat_any," $ROOT/tests/examples/data/m44-aa.csv > $TMP/a.csv && "$UMPIRE" resolve $TMP/a.csv control 2>/dev/null | grep -q "^set,temp.axis,2$"
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
set,draws,0
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
unit,de-inf-2,axis,DE,infantry,1017,4,,,,,,
unit,de-inf-3,axis,DE,infantry,1016,4,,,,,,
unit,gb-cdo-1,allies,GB,special_forces,0420,4,,,,,retreat_any,
unit,gb-dd-1,allies,GB,destroyer,0721,1,0,,,,,
unit,gb-inf-1,allies,GB,infantry,0619,4,,,,,,
unit,gb-inf-2,allies,GB,infantry,0818,4,,,,,,
unit,gb-lc-1,allies,GB,landing_craft,0522,1,,,,,,
unit,gb-sarm-1,allies,GB,supported_armor,1019,4,1,,,,,
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
La phase du tour n'est pas enregistrée (pas de set,phase) : seul ce que décide le tour est vérifié (B-7).
Les Alliés contrôlent 0 village : 0 médaille temporaire aux Alliés, 2 à l'Axe (§II-Village; scenario pages L675).
Section de plage gauche : une unité de l'Axe est sur ses hexagones de plage ou à côté ; contrôlée par l'Axe (1 médaille temporaire) (§II-Beach L266-L274).
Section de plage centre : une unité de l'Axe est sur ses hexagones de plage ou à côté ; contrôlée par l'Axe (1 médaille temporaire) (§II-Beach L266-L274).
Section de plage droite : une unité de l'Axe est sur ses hexagones de plage ou à côté ; contrôlée par l'Axe (1 médaille temporaire) (§II-Beach L266-L274).
Médailles au début du tour : Alliés 0, Axe 5 (§V L454).
