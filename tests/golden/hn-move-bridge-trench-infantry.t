# §2.4 pont, §1.4: on the bridge the riflemen cross the trench without
# entering it: its Passage difficile does not stop them.
cmd: resolve tests/golden/data/hn-bridge.csv move unit=rifles path=D2,D3,D4,D5 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,rifles,cw,rifles,D5,front,activated,$" $TMP/s.csv
--- stdout
rifles crosses D3 on the bridge (§2.4 pont).
Line t (+A3-+I3): rifles crosses it on the bridge (§2.4 pont).
Line t (+A4-+I4): rifles crosses it on the bridge (§2.4 pont).
rifles moves to D5 (core 3.2.1).
--- stderr
