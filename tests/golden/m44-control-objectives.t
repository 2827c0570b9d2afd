# Objectives (§V L458-L472): the Allies hold Carpiquet (temporary, 2), enter the
# Seulles bridge (permanent, 2: the cell reads taken, and a second control scores
# nothing more), and hold 1 of the 3 Pointe-du-Hoc hexes to the Axis's 2 (the
# majority medal to the Axis).
cmd: resolve tests/golden/data/m44-objectives.csv control -o $TMP/s.csv
status: 0
sh: grep -q "^set,medals.allies,2$" $TMP/s.csv && grep -q "^set,temp.allies,2$" $TMP/s.csv && grep -q "^set,temp.axis,1$" $TMP/s.csv
sh: "$UMPIRE" resolve $TMP/s.csv control | grep -q "^set,medals.allies,2$"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
The allies hold the objective 0505: 2 temporary medals (§V L462-L464).
The allies have entered the objective 0810: 2 permanent medals (§V L470-L472).
Objective group pdh: Allies hold 1 hex, Axis 2: the medal to the Axis (§V L466-L468).
Medals at the start of the turn: Allies 4, Axis 1 (§V L454).
--- stderr
