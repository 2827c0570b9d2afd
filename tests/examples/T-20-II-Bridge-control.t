# T-20 (§II-Bridge): an Allied unit next to a medal bridge, no Axis unit on or next
# to it: 1 medal to the Allies. An Axis unit moves next to it: the medal returns to
# the bridge. An Axis unit alone next to it: no medal (only the Allies score
# bridges in D-Day).
cmd: resolve tests/examples/data/m44-bridge.csv control -o $TMP/s.csv
status: 0
sh: grep -q "^set,temp.allies,1" $TMP/s.csv
sh: sed "s/infantry,0305,/infantry,0609,/" $ROOT/tests/examples/data/m44-bridge.csv > $TMP/a.csv && "$UMPIRE" resolve $TMP/a.csv control | grep -q "^set,temp.allies,0"
sh: sed "s/infantry,0305,/infantry,0609,/; /gb-inf-1/d" $ROOT/tests/examples/data/m44-bridge.csv > $TMP/b.csv && "$UMPIRE" resolve $TMP/b.csv control -o $TMP/c.csv && grep -q "^set,temp.allies,0" $TMP/c.csv && grep -q "^set,temp.axis,0" $TMP/c.csv
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
Bridge 0610: the Allies control it, a temporary medal (§II-Bridge L284).
Medals at the start of the turn: Allies 1, Axis 0 (§V L454).
--- stderr
