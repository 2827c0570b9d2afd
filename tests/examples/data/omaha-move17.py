# Writes the TEST STATES tests/examples/data/omaha-move17*.csv for the
# extended game's moves (§17.1, §17.2, §17.23). Run from the top of the tree:
#   python3 tests/examples/data/omaha-move17.py
# MADE-UP MAP: every hex, road, field and unit is invented to exercise §17.
# Hexes: odd columns' neighbours are (c, r+-1), (c+-1, r-1), (c+-1, r).
#   column 10: a main road 1010-1014, then a mined road 1015-1016;
#   1110 a secondary road; 0814 bocage without road; 1111 high, no road.
#   P1 (at 1213) has 1013 in its intense field and 1012 in its sustained one.
#   P2 (at 0712) has 0811 and 0812 in its sporadic field (infiltration).
def make(path, title, turn, p1_disrupted='0'):
    out = ["umpire-state,1,omaha", "# TEST STATE: " + title,
           "# MADE-UP MAP: see tests/examples/data/omaha-move17.py.",
           "set,draws,0", "set,seed,omaha-move17", f"set,turn,{turn}", "@card,card,at"]
    out += [f"card,{n},pile" for n in sorted(range(1, 55), key=lambda x: str(x))]
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    hexes = {}
    for r in range(10, 15):
        hexes[f"10{r}"] = ('high', 'main')
    hexes['1015'] = ('high', 'mined-road')
    hexes['1016'] = ('high', 'mined-road')
    hexes['1110'] = ('high', 'secondary')
    hexes['1111'] = ('high', '')
    hexes['1213'] = ('high', '')
    hexes['0712'] = ('high', '')
    for r in range(10, 19):
        hexes.setdefault(f"08{r}", ('high', ''))
    hexes['0814'] = ('bocage', '')
    for h in sorted(hexes):
        t, road = hexes[h]
        out.append(f"hex,{h},east,{t},,0,0,{road},")
    out.append("@position,position,kind,colour,hexes")
    out.append("position,P1,wn,red,1213")
    out.append("position,P2,wn,blue,0712")
    out.append("@field,hex,position,level")
    out += ["field,1013,P1,intense", "field,1012,P1,sustained",
            "field,0811,P2,sporadic", "field,0812,P2,sporadic"]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out.append(f"german,g1,P1,1213,wn,352,0,{p1_disrupted},,,")
    out.append("german,g2,P2,0712,wn,352,0,0,,,")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,"
               "delayed,counted")
    units = [("A1", "art", 2, "0816"), ("H1", "hq", 0, "0813"), ("I1", "inf", 3, "0810"),
             ("I2", "inf", 3, "0813"), ("I3", "inf", 3, "1010"), ("T1", "tank", 2, "1010"),
             ("T2", "tank", 2, "1110"), ("T3", "tank", 2, "1014")]
    for i, ty, st, at in units:
        sym = '' if ty == 'hq' else '1'
        out.append(f"unit,{i},1,1,{ty},{st},{st},{sym},{at},1,0,,,0,0")
    open(path, 'w').write('\n'.join(out) + '\n')


D = 'tests/examples/data/'
make(D + 'omaha-move17.csv', 'turn 17: extended moves (§17).', 17)
make(D + 'omaha-move17-t16.csv', 'turn 16: no extended moves yet.', 16)
make(D + 'omaha-move17-disrupted.csv', 'turn 17: P1 disrupted (ruling a37).', 17, '1')
