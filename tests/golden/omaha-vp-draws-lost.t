# §13.21: one-step u7 and u8 control only their hexes: D1 (inland 0713 0813) held, D2 and D3 lost: 11.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw-draws.csv victory check=first-waves -o $TMP/s.csv
status: 0
--- stdout
+1 VP: W1 (0611) is controlled: 0611 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+2 VP: W2 (0615 0616) is controlled: 0615 is occupied or controlled by a US unit, with a US line of communication and no German field of fire; 0616 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R1 (0811) is controlled: 0811 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R2 (0815) is controlled: 0815 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R3 (0912) is controlled: 0912 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
0 VP: German reinforcement position R4 (0915) is not controlled: 0915 is neither occupied nor controlled by a US unit and traces a German line of communication (§13.22).
+5 VP: draw D1 (0713 0813) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
0 VP: draw D2 (0714) is not controlled: 0714 is neither occupied nor controlled by a US unit and traces a German line of communication (§13.22).
0 VP: draw D3 (0814) is not controlled: 0814 is neither occupied nor controlled by a US unit and traces a German line of communication (§13.22).
Total: 11 VP (§13.2).
11 VP at the first-waves check: not won; the game ends (§13.2).
--- stderr
