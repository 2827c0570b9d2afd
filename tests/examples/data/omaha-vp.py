# Writes the TEST STATES tests/examples/data/omaha-vp*.csv for the count of
# victory points (§13.2, §13.21, §13.22, §20.3, §22.1). Run from the top of the
# tree:
#   python3 tests/examples/data/omaha-vp.py
# MADE-UP MAP: every hex, position, field, draw and unit is invented.
# Hexes: odd columns' neighbours are (c, r+-1), (c+-1, r-1), (c+-1, r); even
# columns' (c, r+-1), (c+-1, r), (c+-1, r+1).
#   column 05 beach; column 06 shelf but 0613 draw; column 07 high but 0713,
#   0714 draw; column 08 high but 0813, 0814 draw, 0816 bocage; column 09 high,
#   exits A 0910, B 0913, F 0916.
#   Draws: D1 0613 0713 0813 (south of its barrier 0613/0713: 0713 0813),
#   D2 0714 (inland 0714), D3 0814 (inland 0814).
#   WN: W1 0611; W2 0615 0616 (two hexes).
#   Reinforcement positions: R1 0811 (PV), R2 0815, R3 0912, R4 0915 (PV).
#   Fields: W1 0511 0512; W2 0515 0516; R2 0616 0715; R3 0913; R4 0914 0916.
HEXES = []
for c in ('05', '06', '07', '08', '09'):
    for r in range(10, 17):
        h = f"{c}{r}"
        t = {'05': 'beach', '06': 'shelf'}.get(c, 'high')
        if h in ('0613', '0713', '0714', '0813', '0814'):
            t = 'draw'
        if h == '0816':
            t = 'bocage'
        HEXES.append((h, t, {'0910': 'A', '0913': 'B', '0916': 'F'}.get(h, '')))

POSITIONS = [("W1", "wn", "red", "0611", "0"), ("W2", "wn", "blue", "0615 0616", "0"),
             ("R1", "reinf", "violet", "0811", "1"), ("R2", "reinf", "orange", "0815", "0"),
             ("R3", "reinf", "orange", "0912", "0"), ("R4", "reinf", "violet", "0915", "1")]
FIELDS = [("0511", "W1"), ("0512", "W1"), ("0515", "W2"), ("0516", "W2"),
          ("0616", "R2"), ("0715", "R2"), ("0913", "R3"), ("0914", "R4"), ("0916", "R4")]
DRAWS = [("D1", "0613 0713 0813", "0713 0813", "1"), ("D2", "0714", "0714", "0"),
         ("D3", "0814", "0814", "1")]

# First Waves (turn 16): every position held but R4, which is vacant (u5 has one
# step: it controls only its own hex, §12.1).
FW_UNITS = [("u1", "inf", 3, "0611"), ("u2", "inf", 3, "0615"), ("u3", "inf", 3, "0616"),
            ("u4", "inf", 3, "0811"), ("u5", "inf", 1, "0815"), ("u6", "inf", 3, "0912"),
            ("u7", "tank", 2, "0713"), ("u8", "tank", 2, "0813")]
# End of the game (turn 32).
FINAL_UNITS = [("u1", "inf", 3, "0611"), ("u2", "inf", 3, "0615"), ("u3", "inf", 3, "0616"),
               ("u7", "tank", 2, "0713"), ("u8", "tank", 2, "0813"),
               ("u10", "tank", 2, "0811"), ("a1", "art", 2, "0711"), ("t1", "at", 1, "0610"),
               ("hq1", "hq", 0, "0812")]
FINAL_GERMANS = [("g2", "R2", "0815"), ("g3", "R3", "0912"), ("g4", "R4", "0915")]
EXITED = [("x1", "A", "inf", 3), ("x2", "B", "tank", 2), ("x3", "F", "ranger", 2),
          ("x4", "A", "ranger", 1), ("x5", "A", "eng", 2)]


def make(name, title, turn, units, germans=(), disrupted='0', sets=(), vp_col=True,
         exits=True, draws=True, exited=None, draw_cleared=True, garrison=None, dup=False):
    out = ["umpire-state,1,omaha", "# TEST STATE: " + title,
           "# MADE-UP MAP: see tests/examples/data/omaha-vp.py.",
           "set,draws,0", "set,seed,omaha-vp", f"set,turn,{turn}"]
    out += [f"set,{k},{v}" for k, v in sets]
    if garrison:
        out.append(f"set,garrisons,{garrison}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for h, t, x in HEXES:
        out.append(f"hex,{h},east,{t},{'high' if t == 'beach' else ''},0,0,,{x if exits else ''}")
        if dup and h == '0711':
            out.append(out[-1])
    out += ["@side,side,feature", "side,0613/0713,atbarrier"]
    out.append("@position,position,kind,colour,hexes" + (",vp" if vp_col else ""))
    for p, k, col, hx, vp in POSITIONS:
        out.append(f"position,{p},{k},{col},{hx}" + (f",{vp}" if vp_col else ""))
    out.append("@field,hex,position,level")
    out += [f"field,{h},{p},sustained" for h, p in FIELDS]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out += [f"german,{i},{p},{h},reinf,352,1,{disrupted},,," for i, p, h in germans]
    if draws:
        out.append("@draw,draw,hexes,inland" + (",cleared" if draw_cleared else ""))
        out += [f"draw,{d},{h},{i}" + (f",{c}" if draw_cleared else "") for d, h, i, c in DRAWS]
    if exited:
        out.append("@exited,unit,exit,type,steps")
        out += [f"exited,{i},{x},{t},{s}" for i, x, t, s in exited]
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,"
               "delayed,counted")
    for i, t, s, at in units:
        lead = t == 'hq'
        out.append(f"unit,{i},1,1,{t},{s},{0 if lead else 3 if t == 'inf' else 2},"
                   f"{'' if lead else 1},{at},1,0,,,0,0")
    open('tests/examples/data/' + name, 'w').write('\n'.join(out) + '\n')


make('omaha-vp-fw.csv', 'First Waves count: all held but R4 (vacant, German LOC).', 16,
     FW_UNITS)
make('omaha-vp-fw-noexit.csv', 'As omaha-vp-fw, with no exit hex: no German LOC.', 16,
     FW_UNITS, exits=False)
make('omaha-vp-fw-half.csv', 'As omaha-vp-fw, R2 held by a German unit: 0616 in its field.',
     16, [u for u in FW_UNITS if u[0] != 'u5'], germans=[("g2", "R2", "0815")])
make('omaha-vp-fw-half-disrupted.csv', 'As omaha-vp-fw-half, the German unit disrupted.',
     16, [u for u in FW_UNITS if u[0] != 'u5'], germans=[("g2", "R2", "0815")], disrupted='1')
make('omaha-vp-fw-novp.csv', 'As omaha-vp-fw, without the positions\' vp column.', 16,
     FW_UNITS, vp_col=False)
make('omaha-vp-fw-nodraw.csv', 'As omaha-vp-fw, without @draw rows.', 16, FW_UNITS,
     draws=False)
make('omaha-vp-final.csv', 'Final count (§20.3).', 32, FINAL_UNITS, germans=FINAL_GERMANS,
     sets=[("kg_meyer", "3")], exited=EXITED)
make('omaha-vp-final-22.1.csv', 'As omaha-vp-final, variant §22.1.', 32, FINAL_UNITS,
     germans=FINAL_GERMANS, sets=[("kg_meyer", "3"), ("variants", "22.1")], exited=EXITED)
make('omaha-vp-final-nokgm.csv', 'As omaha-vp-final, without set,kg_meyer.', 32, FINAL_UNITS,
     germans=FINAL_GERMANS, exited=EXITED)
make('omaha-vp-final-nocleared.csv', 'As omaha-vp-final, draws without the cleared column.',
     32, FINAL_UNITS, germans=FINAL_GERMANS, sets=[("kg_meyer", "3")], exited=EXITED,
     draw_cleared=False)
make('omaha-vp-final-badexit.csv', 'As omaha-vp-final, a unit exited through C (no such hex).',
     32, FINAL_UNITS, germans=FINAL_GERMANS, sets=[("kg_meyer", "3")],
     exited=EXITED + [("x6", "C", "inf", 1)])
ONE_STEP = {"u7": ("u7", "inf", 1, "0713"), "u8": ("u8", "inf", 1, "0813")}
make('omaha-vp-fw-draws.csv', 'As omaha-vp-fw, u7 and u8 one-step infantry: D2, D3 lost.',
     16, [ONE_STEP.get(u[0], u) for u in FW_UNITS])
make('omaha-vp-final-mouth.csv', 'As omaha-vp-final, u7 and u8 one-step infantry: 0613 lost.',
     32, [ONE_STEP.get(u[0], u) for u in FINAL_UNITS], germans=FINAL_GERMANS,
     sets=[("kg_meyer", "3")], exited=EXITED)
make('omaha-vp-final-garrison.csv', 'As omaha-vp-final, R4 vacant with a US garrison.', 32,
     FINAL_UNITS, germans=FINAL_GERMANS[:2], sets=[("kg_meyer", "3")], exited=EXITED,
     garrison="R4")
make('omaha-vp-final-vacant.csv', 'As omaha-vp-final, R4 vacant without a garrison.', 32,
     FINAL_UNITS, germans=FINAL_GERMANS[:2], sets=[("kg_meyer", "3")], exited=EXITED)
make('omaha-vp-final-twice.csv', 'As omaha-vp-final, x1 also on the map.', 32,
     FINAL_UNITS + [("x1", "inf", 3, "0711")], germans=FINAL_GERMANS, sets=[("kg_meyer", "3")],
     exited=EXITED)
make('omaha-vp-fw-dup.csv', 'As omaha-vp-fw, hex 0711 listed twice.', 16, FW_UNITS, dup=True)


def variant(src, dst, title, old, new):
    text = open('tests/examples/data/' + src).read()
    assert old in text
    text = text.replace(old, new, 1).replace("# TEST STATE: ", "# TEST STATE: " + title + " ", 1)
    open('tests/examples/data/' + dst, 'w').write(text)


variant('omaha-vp-final.csv', 'omaha-vp-bad-exit-letter.csv', 'Exit H (no such letter).',
        'exited,x1,A,', 'exited,x1,H,')
variant('omaha-vp-final.csv', 'omaha-vp-bad-kg-meyer.csv', 'Nine units in the KG Meyer box.',
        'set,kg_meyer,3', 'set,kg_meyer,9')
variant('omaha-vp-final.csv', 'omaha-vp-bad-draw-hex.csv', 'Draw D2 on a hex off the map.',
        'draw,D2,0714,', 'draw,D2,0799,')
variant('omaha-vp-final.csv', 'omaha-vp-final-general.csv',
        'A General (g1) on high ground in 0711 (§20.3: not an HQ, it scores).',
        'unit,hq1,1,1,hq,0,0,,0812,1,0,,,0,0\n',
        'unit,hq1,1,1,hq,0,0,,0812,1,0,,,0,0\nunit,g1,1,1,general,0,0,,0711,1,0,,,0,0\n')
variant('omaha-vp-fw.csv', 'omaha-vp-fw-lost.csv',
        'The game was lost to catastrophic losses (§13.1): set,result,catastrophic-loss.',
        'set,turn,16\n', 'set,turn,16\nset,result,catastrophic-loss\n')
variant('omaha-vp-final.csv', 'omaha-vp-final-casualties.csv',
        'Fourteen units in the 29th Division casualty box (§20.1).',
        'set,turn,32\n', 'set,turn,32\nset,casualties.29,14\n')
variant('omaha-vp-final.csv', 'omaha-vp-final-casualties-13.csv',
        'Thirteen units in the 29th Division casualty box, one short of §20.1\'s 14.',
        'set,turn,32\n', 'set,turn,32\nset,casualties.29,13\n')
