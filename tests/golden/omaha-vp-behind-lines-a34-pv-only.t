# §13.2, ruling a34 pv-only: R1 and R4 (PV) count, R2 and R3 do not: 20, won.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve --rule a34-vp-positions=pv-only tests/examples/data/omaha-vp-fw-noexit.csv victory check=first-waves -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,victory' $TMP/s.csv
--- stdout
+1 VP: W1 (0611) is controlled: 0611 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+2 VP: W2 (0615 0616) is controlled: 0615 is occupied or controlled by a US unit, with a US line of communication and no German field of fire; 0616 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: PV reinforcement position R1 (0811) is controlled: 0811 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
0 VP: R2 is not marked PV (ruling a34-vp-positions=pv-only) (§13.2).
0 VP: R3 is not marked PV (ruling a34-vp-positions=pv-only) (§13.2).
+1 VP: PV reinforcement position R4 (0915) is controlled: 0915 is behind US lines (US line of communication, no German one, no German field of fire) (§13.2).
+5 VP: draw D1 (0713 0813) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
+5 VP: draw D2 (0714) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
+5 VP: draw D3 (0814) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
Total: 20 VP (§13.2).
20 VP at the first-waves check: victory; the game ends (§13.2).
--- stderr
