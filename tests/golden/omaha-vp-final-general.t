# §20.3 (seed lines 4230-4231): "1 PV pour chaque unité non-infanterie et non-HQ sur
# les hauteurs": a General on high ground (g1 in 0711) scores +1, the HQ hq1 does
# not. As omaha-vp-final (13 VP) plus 1: 14, decisive defeat.
# TEST STATE (made-up map, tests/examples/data/omaha-vp.py).
cmd: resolve tests/examples/data/omaha-vp-final-general.csv victory check=dday-32 -o $TMP/s.csv
status: 0
sh: grep -qx 'set,result,decisive defeat' $TMP/s.csv
--- stdout
+1 VP: PV reinforcement position R1 (0811) is controlled: 0811 is occupied or controlled by a US unit, with a US line of communication and no German field of fire (§20.3).
0 VP: PV reinforcement position R4 (0915) is not controlled: 0915 has no US line of communication (§13.22).
+4 VP: draw D1 (0613 0713 0813) is open to US traffic: every hex controlled and its obstacles cleared (§20.3).
0 VP: draw D2 (0714) is not open to US traffic: its obstacles are not cleared by engineers (§20.3).
+4 VP: draw D3 (0814) is open to US traffic: every hex controlled and its obstacles cleared (§20.3).
+1 VP: u10 (tank) is on high ground in 0811 (high) (§20.3).
+1 VP: a1 (art) is on high ground in 0711 (high) (§20.3).
+1 VP: g1 (general) is on high ground in 0711 (high) (§20.3).
+3 VP: 3 steps of x1 (inf) exited through A (0910), which traces a US line of communication (§20.3).
+1 VP: x2 (tank) reached high ground and exited through B (an armoured unit scores both) (§20.3).
0 VP: 2 steps of x2 (tank) exited through B (0913), which traces no US line of communication (§20.3).
+2 VP: 2 Ranger steps of x3 exited through F (F or G: no line of communication needed) (§20.3).
0 VP: 1 Ranger step of x4 exited through A: Rangers score only through F or G (§20.3).
0 VP: x5 (eng) exited through A: only armour and regular infantry steps count (§20.3).
-1 VP: WN hex 0616 of W2 is not controlled: 0616 is in the field of fire of R2 (§20.3).
-3 VP: 3 German units in the KG Meyer box (§20.3).
Total: 14 VP (§20.3).
14 VP at the dday-32 check: decisive defeat; the game ends (§20.3).
--- stderr
