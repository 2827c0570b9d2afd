# EX-02 (§5.2 example): units in box ER1 land on 0513 at low tide (turn 2).
# B/1/116 (29th Division) lands in the East sector and passes under the 1st
# Division's command (§5.22); 116 HQ lands from DW1 in its own sector.
cmd: resolve tests/examples/data/omaha-ashore-2.csv ashore -o $TMP/s.csv
status: 0
sh: grep -qx 'unit,1/A/741,1,1,tank,2,2,1,0513,ER1,0,,,0,0' $TMP/s.csv
sh: grep -qx 'unit,B/1/116,29,1,inf,3,3,2,0513,DW1,0,,,0,0' $TMP/s.csv
--- stdout
1/A/741 lands from ER1 on 0513, the low-tide water line (§5.2).
116HQ lands from DW1 on 0523, the low-tide water line (§5.2).
B/1/116 lands from ER1 on 0513, the low-tide water line (§5.2).
B/1/116 lands outside its sector: it passes under the command of the 1st Division for the rest of the game (§5.22).
--- stderr
