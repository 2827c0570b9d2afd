# §20.2: the full game's first check counts as §13.2: 21 VP, 13-24: continue (no result).
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-fw.csv victory check=dday-16 -o $TMP/s.csv
status: 0
sh: ! grep -q '^set,result' $TMP/s.csv
--- stdout
+1 VP: W1 (0611) is controlled: 0611 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+2 VP: W2 (0615 0616) is controlled: 0615 is occupied or controlled by a US unit, with a US line of communication and no German field of fire; 0616 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R1 (0811) is controlled: 0811 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R2 (0815) is controlled: 0815 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
+1 VP: German reinforcement position R3 (0912) is controlled: 0912 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§13.2).
0 VP: German reinforcement position R4 (0915) is not controlled: 0915 is neither occupied nor controlled by a US unit and traces a German line of communication (§13.22).
+5 VP: draw D1 (0713 0813) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
+5 VP: draw D2 (0714) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
+5 VP: draw D3 (0814) is controlled: every hex south of its anti-tank barrier is controlled (§13.21).
Total: 21 VP (§13.2).
21 VP at the dday-16 check: continue (§20.2).
--- stderr
