# §2.4 pont: the bridge lets units cross trenches along its blue arrows: the
# jeep crosses the trench (Interdit aux Véhicules) on the bridge on D3.
cmd: resolve tests/golden/data/hn-bridge.csv move unit=jeep path=D3,D4,D5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,jeep,cw,jeep,D5,front,activated;facing=s,$" $TMP/s.csv
--- stdout
jeep crosses D3 on the bridge (§2.4 pont).
Line t (+A3-+I3): jeep crosses it on the bridge (§2.4 pont).
Line t (+A4-+I4): jeep crosses it on the bridge (§2.4 pont).
jeep moves to D5 (core 3.2.1).
--- stderr
