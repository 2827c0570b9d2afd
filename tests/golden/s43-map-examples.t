# fixtures/salerno43/map-examples.csv, the merged map of the worked examples
# (tests/examples/data/map-examples.py): umpire check passes on it, and umpire
# new starts from it; with units added it plays: E2's move (13 of 14 MP, digest
# E2), in a later Axis combat phase (§3.1: combat comes before movement) an
# assault from 2128 that empties it (RMF = 1/2, §11.2), the commando's
# advance into it (§11.21), and E20's bombardment of 3132 at altitude 3 (20
# points, column 13-16, hit on 4, §13.3).
cmd: check fixtures/salerno43/map-examples.csv
status: 0
sh: $UMPIRE new salerno43 map-examples -o $TMP/m.csv && sed -i 's/^set,active,allied$/set,active,axis/' $TMP/m.csv && cat tests/golden/data/map-examples-units.csv >>$TMP/m.csv && $UMPIRE check $TMP/m.csv
sh: $UMPIRE new salerno43 map-examples | grep -q '^hex,3132,3,clear,,,$'
sh: sed 's/^set,active,allied$/set,active,axis/' fixtures/salerno43/map-examples.csv >$TMP/a.csv && cat tests/golden/data/map-examples-units.csv >>$TMP/a.csv && $UMPIRE resolve $TMP/a.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no --seed t -o $TMP/1.csv >$TMP/log 2>&1 && grep -qxF '2128: +2 MP (mechanised, levels 2-3), 13 of 14 MP spent (§5.21).' $TMP/log
sh: sed 's/^set,active,allied$/set,active,axis/' fixtures/salerno43/map-examples.csv >$TMP/a.csv && cat tests/golden/data/map-examples-units.csv >>$TMP/a.csv && $UMPIRE resolve $TMP/a.csv move unit=16pz-pio-3 path=2430,2429,2428,2427,2327,2226,2127,2128 opp_fire=no --seed t -o $TMP/1.csv >/dev/null 2>&1 && $UMPIRE resolve $TMP/1.csv turn --seed t -o $TMP/1b.csv >/dev/null 2>&1 && sed -i 's/^set,active,allied$/set,active,axis/' $TMP/1b.csv && $UMPIRE resolve $TMP/1b.csv assault from=2128 to=2129 --dice 3,4,2,5 policy=never loss=top -o $TMP/2.csv >$TMP/log 2>&1 && grep -qxF '2128 is emptied: an RMF = 1/2 marker is placed there (§11.2).' $TMP/log && grep -q '^unit,16pz-pio-3,.*,eliminated,' $TMP/2.csv && $UMPIRE resolve $TMP/2.csv advance unit=2cdo-a path=2128 --seed t -o $TMP/3.csv >/dev/null 2>&1 && grep -q '^unit,2cdo-a,allied,UK,,2cdo,commando,company,nato,soft,,2128,' $TMP/3.csv
sh: sed 's/^set,active,allied$/set,active,axis/' fixtures/salerno43/map-examples.csv >$TMP/a.csv && cat tests/golden/data/map-examples-units.csv >>$TMP/a.csv && $UMPIRE resolve $TMP/a.csv bombard kind=artillery at=3132 by=de-art-a,de-art-b targets=us-a mode=offensive --dice 2,2 -o $TMP/b.csv >$TMP/log 2>&1 && grep -qxF 'Axis rolls 2d6 = 2+2 = 4 on column 13-16 (hit on 4): one unit of the group loses a step (§13.5).' $TMP/log && grep -q '^unit,us-a,.*,3132,,1,1,2,' $TMP/b.csv
--- stdout
fixtures/salerno43/map-examples.csv: valid salerno43 state
--- stderr
