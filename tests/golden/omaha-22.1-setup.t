# §22.1 (Effective Allied Bombardment), seed lines 4617-4636: the delayed start (units due on
# turns 1 and 15 arrive 3 turns later, on 4 and 18; the one due on 16 on 17; the tank in a landing
# box stays; the turn marker on 4) and the pre-landing bombardment: cards 1 (red, violet, blue)
# and 2 (violet, blue, green) drawn; red WNs disrupted without their depth markers, violet WNs
# (on both cards) out of play; both cards to the discard.
cmd: resolve tests/golden/data/omaha/v22.1-setup.csv setup scenario=standard --seed 1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -qx 'set,turn,4' $TMP/s.csv && grep -q '^unit,A/116,29,29,inf,3,3,1,turn:4,' $TMP/s.csv && grep -q '^unit,B/116,29,29,inf,3,3,1,turn:18,' $TMP/s.csv && grep -q '^unit,C/116,29,29,inf,3,3,1,turn:17,' $TMP/s.csv && grep -q '^unit,T/741,1,1,tank,2,2,2,box:ER1,' $TMP/s.csv && grep -qx 'card,1,discard' $TMP/s.csv && grep -qx 'card,2,discard' $TMP/s.csv && grep -q '^german,mg-4,removed,' $TMP/s.csv && grep -q '^german,mg-3,WN64,0705,wn,[0-9]*,[01],1,,' $TMP/s.csv
--- stdout
Set-up of The First Waves / D-Day at Omaha Beach (§3).
An unrevealed WN depth marker, drawn face down, on each of 60 61 62N 65N 66N 68N 70 72N 73 (9) (§3).
9 WN depth markers face down in the WN reserve box (set,wn_markers) (§3).
WN 61 (hex 0703): the 88 unit g88-2, face down (§3).
WN 72S (hex 0821): the 88 unit g88-1, face down (§3).
WN 60 (hex 0701): the artillery-symbol unit art-3, face down (§3).
WN 62S (hex 0912): the artillery-symbol unit art-4, face down (§3).
WN 65S (hex 0807): the artillery-symbol unit art-5, face down (§3).
WN 68S (hex 0813): the artillery-symbol unit art-2, face down (§3).
WN 70 (hex 0717): the artillery-symbol unit art-6, face down (§3).
WN 73 (hex 0723): the artillery-symbol unit art-1, face down (§3).
WN 69 (hex 0915): the rocket unit rocket, face down (§3).
WN 62N (hex 0812): the other WN unit mg-5, face down (§3).
WN 64 (hex 0705): the other WN unit mg-3, face down (§3).
WN 65N (hex 0707): the other WN unit mg-8, face down (§3).
WN 66N (hex 0709): the other WN unit mg-4, face down (§3).
WN 66S (hex 0809): the other WN unit mg-9, face down (§3).
WN 67 (hex 0911): the other WN unit mg-2, face down (§3).
WN 68N (hex 0713): the other WN unit mg-6, face down (§3).
WN 71 (hex 0719): the other WN unit mg-7, face down (§3).
WN 72N (hex 0721): the other WN unit mg-1, face down (§3).
T/741, a tank without an entry turn, starts in landing box ER1, as its counter notes (ER1) (§3).
A/116, due on turn 1, arrives on turn 4 (§22.1).
B/116, due on turn 15, arrives on turn 18 (§22.1).
C/116, due on turn 16, arrives on turn 17 (§22.1).
Variant 22.1: the game starts on turn 4; the turn marker on 4 (units already in landing boxes stay there) (§22.1).
prelanding card drawn: 1 of the 2 cards in the pile, card 1 (§2.3).
Pre-landing bombardment, card 1: red violet blue (§22.1).
prelanding card drawn: 1 of the 1 cards in the pile, card 2 (§2.3).
Pre-landing bombardment, card 2: violet blue green (§22.1).
g88-2 (WN61, red) is disrupted and loses its depth marker (§22.1).
art-2 (WN68, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
art-3 (WN60, red) is disrupted and loses its depth marker (§22.1).
art-4 (WN62, red) is disrupted (§22.1).
art-5 (WN65, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
mg-2 (WN67, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
mg-3 (WN64, red) is disrupted (§22.1).
mg-4 (WN66, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
mg-5 (WN62, red) is disrupted and loses its depth marker (§22.1).
mg-6 (WN68, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
mg-8 (WN65, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
mg-9 (WN66, violet) is knocked out: its colour is on both cards; unit and depth marker out of play (§22.1).
Both cards go to the discard pile (§22.1).
--- stderr
