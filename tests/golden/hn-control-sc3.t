# Sc-3: the CW takes Secondary Objective 2: discarded; the End marker moves 2
# down; Tactical Bonus 2; the German's RENFORT 2.
cmd: resolve tests/golden/data/hn-sc3.csv control objective=s2 by=cw -o $TMP/s.csv
status: 0
sh: grep -q "^set,end_turn,8$" $TMP/s.csv
sh: ! grep -q "^marker,s2," $TMP/s.csv
--- stdout
Secondary Objective 2 is discarded (Sc-3).
The End marker moves 2 squares down: the game lasts to the end of turn 8 (Sc-3).
Place 1 Tactical Bonus 2; the German may discard Option Tiles at their Breaking Point or spent, fill empty slots with the options of RENFORT 2, and deploy them anywhere in his zone behind the line numbered 2, not adjacent to CW units (Sc-3).
--- stderr
