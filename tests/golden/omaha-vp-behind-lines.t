# §13.22 (b): no exit hex, so R4 (vacant, US LOC, no field) traces no German LOC: behind US lines, +1 = 22.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw-noexit.csv victory check=first-waves -o $TMP/s.csv
status: 0
--- stdout
+1 VP: W1 (0611) is controlled: 0611 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+2 VP: W2 (0615 0616) is controlled: 0615 is occupied or controlled by a US unit, with a US line of communication and no German field of fire; 0616 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R1 (0811) is controlled: 0811 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R2 (0815) is controlled: 0815 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R3 (0912) is controlled: 0912 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R4 (0915) is controlled: 0915 is behind US lines (US line of communication, no German one, no German field of fire) (§13.2).
+5 VP: draw D1 (0713 0813) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
+5 VP: draw D2 (0714) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
+5 VP: draw D3 (0814) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
Total: 22 VP (§13.2).
22 VP at the first-waves check: victory; the game ends (§13.2).
--- stderr
