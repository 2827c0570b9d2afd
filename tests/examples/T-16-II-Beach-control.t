# T-16 (§II-Beach L266-L274): one Axis unit on the bluff next to the centre beach:
# the Axis controls the section (1 temporary medal). Without it, and with no Allied
# unit there either, the Allies control it (2 temporary medals; ruling
# beach-control-empty=literal). An Axis unit on the littoral next to a beach hex
# also holds it (the littoral hex is not a beach hex, but adjacency counts).
cmd: resolve tests/examples/data/m44-beach.csv control -o $TMP/s.csv
status: 0
sh: grep -q "^set,temp.axis,1" $TMP/s.csv && grep -q "^set,temp.allies,0" $TMP/s.csv
sh: sed "/de-inf-1/d" $ROOT/tests/examples/data/m44-beach.csv > $TMP/e.csv && "$UMPIRE" resolve $TMP/e.csv control | grep -q "^set,temp.allies,2"
sh: sed "/de-inf-1/d" $ROOT/tests/examples/data/m44-beach.csv > $TMP/e.csv && "$UMPIRE" resolve $TMP/e.csv control --rule beach-control-empty=needs-unit | grep -q "^set,temp.axis,1"
sh: sed "s/infantry,0617,/infantry,0619,/" $ROOT/tests/examples/data/m44-beach.csv > $TMP/l.csv && "$UMPIRE" resolve $TMP/l.csv control | grep -q "^set,temp.axis,1"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Beach section centre: an Axis unit is on or next to its beach hexes; the axis control it (1 temporary medal) (§II-Beach L266-L274).
Medals at the start of the turn: Allies 0, Axis 1 (§V L454).
--- stderr
