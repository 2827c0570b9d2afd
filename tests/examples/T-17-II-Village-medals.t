# T-17 (§II-Village; scenario pages L675): the Axis starts with 2 village medals.
# The Allies hold tokens on 2 villages and occupy a 3rd: 1 medal moves from the Axis
# to the Allies (1 - 1). At 5 villages: Allies 2, Axis 0. The Axis retakes one (4):
# 1 - 1. (A church, in American Airborne, is a village that starts Allied: a hex of
# terrain church with village=allies.)
cmd: resolve tests/examples/data/m44-villages.csv control -o $TMP/s.csv
status: 0
sh: grep -q "^set,temp.allies,1" $TMP/s.csv && grep -q "^set,temp.axis,1" $TMP/s.csv
sh: sed "s/^hex,0905,village,,,,,,,,,/hex,0905,village,,,,,,,,allies,/; s/^hex,1105,village,,,,,,,,,/hex,1105,church,,,,,,,,allies,/" $ROOT/tests/examples/data/m44-villages.csv > $TMP/f.csv && "$UMPIRE" resolve $TMP/f.csv control -o $TMP/g.csv && grep -q "^set,temp.allies,2" $TMP/g.csv && grep -q "^set,temp.axis,0" $TMP/g.csv
sh: sed "s/^unit,gb-inf-2,allies,GB,infantry,0310/unit,de-inf-9,axis,DE,infantry,0905/" $TMP/g.csv > $TMP/h.csv && "$UMPIRE" resolve $TMP/h.csv control | grep -q "^set,temp.allies,1"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 occupies the village 0305: its control token shows the allies (§II-Village L248-L250).
The Allies control 3 villages: 1 temporary medal to the Allies, 1 to the Axis (§II-Village; scenario pages L675).
Medals at the start of the turn: Allies 1, Axis 1 (§V L454).
--- stderr
