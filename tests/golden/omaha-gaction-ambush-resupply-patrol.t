# §16.9, §16.2, §16.6: A4 and C2 (empty, blue A) ambush: K/3/16 (symbol 1) is in a
# sustained hex, not intense: disrupted (once; C2 finds it disrupted); B3 (US units in
# its field, no marker, red R) draws a depth marker and fires; B1 (green P) patrols
# with no US unit within 3 hexes: no action.
cmd: resolve tests/examples/data/omaha-ex12-order.csv german-action sector=east --card '1:fire=blue/A,red/R,green/P;target=1' -o $TMP/s.csv
status: 0
sh: grep -qx 'german,g3,B3,1414,reinf,352,1,0,hidden,,' $TMP/s.csv
sh: grep -qx 'unit,K/3/16,1,1,inf,1,3,1,1112,ER1,1,,,0,1,2' $TMP/s.csv
--- stdout
A4 (blue, number 4): ambush (§16).
K/3/16 is disrupted (ambush, sustained or sporadic hex) (§16.9).
B3 (red, number 3): resupply (§16).
B3 resupplies: it draws a depth marker (face down) (§16.2).
B3 then fires (§6: the fire order) (§16.2).
C2 (blue, number 2): ambush (§16).
K/3/16 is already disrupted (ambush, sustained or sporadic hex) (§16.9).
B1 (green, number 1): patrol (§16).
B1 patrols: it does not fire this phase (§16.6).
No US unit within 3 hexes of B1: no action (§16.61).
--- stderr
