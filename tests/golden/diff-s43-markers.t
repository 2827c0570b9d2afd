# diff in words (salerno43): from the commandos fixture to a later afternoon: turn and
# scalars set, 2cdo-a moved (it carries moved;mp=2: its own move) and advanced, 2cdo-b
# stayed and was marked, the CP eliminated in 2228, the engineers lost a step, the IP,
# RMF marker and bridge placed; no face value is reported (it follows from the steps).
cmd: diff fixtures/salerno43/commandos-2129.csv tests/golden/data/s43-markers.csv
status: 0
--- stdout
turn changed from 9-morning to 9-afternoon
first_player set to allied
weather set to cloudy
bridge_cup_markers set to 4
2cdo-a moved from 2129 to 2228
2cdo-a: markers fought, moved, mp=2, advanced placed
2cdo-b: stack changed from 2 to 1
2cdo-b: markers assault, bombarded=2228 placed
cp-2228 eliminated at 2228
16pz-pio-3 lost 1 step (2 to 1)
16pz-pio-3: marker fought placed
position removed from 2228
position added at 2129
marker rmf-2228 placed at 2228
bridge added at 2531
--- stderr
