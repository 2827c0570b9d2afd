# Writes the TEST STATES tests/examples/data/omaha-*.csv (run from the top of
# the tree: python3 tests/examples/data/omaha-states.py). Their map is the
# made-up one of fixtures/omaha/landing-turn2.csv.
import sys
fx=open('fixtures/omaha/landing-turn2.csv').read().split('\n')
def make(path, title, turn, units, cards=None, sets=None, hexmods=None):
    """units: list of full unit rows (without 'unit,'); cards: dict n->at"""
    out=["umpire-state,1,omaha","# TEST STATE: "+title,
         "# The map is the made-up one of fixtures/omaha/landing-turn2.csv (only ER1's",
         "# hexes and WN 62's are from the text)."]
    s={"draws":"0","seed":"omaha-test","turn":str(turn)}
    if sets: s.update(sets)
    for k in sorted(s): out.append(f"set,{k},{s[k]}")
    if cards is None: cards={n:"pile" for n in range(1,55)}
    if cards:
        out.append("@card,card,at")
        for n in sorted(cards,key=lambda x:str(x).encode()): out.append(f"card,{n},{cards[n]}")
    sect=None
    for l in fx:
        if l.startswith('@box') or l.startswith('@hex') or l.startswith('@position') or l.startswith('@field'): sect=True
        if l.startswith('@unit') or l.startswith('@card') or l.startswith('card,'): sect=False if l.startswith('@unit') else sect
        if l.startswith('@unit'): break
        if sect and l and not l.startswith('card,') and not l.startswith('@card'):
            if hexmods and l.startswith('hex,'):
                h=l.split(',')[1]
                if h in hexmods: l=hexmods[h]
            out.append(l)
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    for u in sorted(units,key=lambda r:r.split(',')[0].encode()): out.append("unit,"+u)
    open(path,'w').write('\n'.join(out)+'\n')

D='tests/examples/data/'
def U(id,div,type,steps,mx,sym,at,code='',marker='',checked='',delayed='0',counted='0',cmd=None,dis='0'):
    if type=='inf' and steps==1 and mx>1: counted='1'   # §13.1: already in the box
    return ','.join([id,div,cmd or div,type,str(steps),str(mx),sym,at,code,dis,marker,checked,delayed,counted])
few={n:('pile' if n<=6 else 'discard') for n in range(1,55)}
four=[U('A/1/116','29','inf',3,3,'1','box:DG1','DG1'),U('B/1/116','29','inf',3,3,'2','box:DW1','DW1'),
      U('C/1/116','29','inf',3,3,'2','box:DR1','DR1'),U('D/1/116','29','inf',3,3,'3','box:DW1','DW1')]
make(D+'omaha-odds.csv','turn 2, the four infantry companies of EX-01 in West boxes; cards 1-6 in the draw pile, the rest discarded.',2,four,few)
make(D+'omaha-empty-pile.csv','turn 2, EX-01 companies; the draw pile is empty, cards 1-3 discarded.',2,four,{1:'discard',2:'discard',3:'discard',4:'out'})
for t in (2,9,17):
    make(D+f'omaha-ashore-{t}.csv',f'turn {t}: a tank of the 1st Division and B/1/116 (29th) in box ER1, an HQ in DW1.',t,
        [U('1/A/741','1','tank',2,2,'1','box:ER1','ER1',checked=str(t)),U('B/1/116','29','inf',3,3,'2','box:ER1','DW1',checked=str(t)),
         U('116HQ','29','hq',0,0,'','box:DW1','29',checked=str(t))],few)
make(D+'omaha-drown-7.csv','end of turn 7 (mid tide): units on low- and mid-tide beach hexes; card 1 on the track.',7,
    [U('K/3/16','1','inf',3,3,'1','0513','ER1'),U('L/3/16','1','inf',3,3,'2','0516','ER3',marker='climb-cliff'),
     U('M/3/16','1','inf',3,3,'3','0613','ER1')],{1:'track:landing-east',2:'discard',3:'pile'},{'shuffle_turns':'4 8'})
make(D+'omaha-drown-16.csv','end of turn 16 (high tide): units on mid- and high-tide beach hexes.',16,
    [U('K/3/16','1','inf',3,3,'1','0613','ER1',marker='climb-cliff'),U('L/3/16','1','inf',3,3,'2','0616','ER3'),
     U('M/3/16','1','inf',3,3,'3','0714','ER1')],{1:'track:fire-east',2:'discard',3:'pile'},{'shuffle_turns':'4 8 16'})
make(D+'omaha-high-drift.csv','turn 17 (high tide): three tanks in West boxes, an HQ with the tank in DR1.',17,
    [U('T1','29','tank',2,2,'1','box:DR1','DR1'),U('T2','29','tank',2,2,'2','box:DG1','DG1'),
     U('T3','29','tank',2,2,'3','box:DW1','DW1'),U('116HQ','29','hq',0,0,'','box:DR1','29')],few)
clear={'0613':'hex,0613,east,beach,mid,1,1,,'}
make(D+'omaha-mines-9.csv','turn 9 (mid tide), East: two companies in FG1 (0606 not cleared), one in ER1 (0613 cleared).',9,
    [U('X/1/16','1','inf',3,3,'1','box:FG1','FG1'),U('Y/1/16','1','inf',2,3,'2','box:FG1','FG1'),
     U('Z/1/16','1','inf',3,3,'1','box:ER1','ER1')],few,None,clear)
make(D+'omaha-mines-hq.csv','turn 9 (mid tide), East: 16 HQ and General Wyman alone in FG1 (0606 not cleared); a company in ER1 (cleared).',9,
    [U('16HQ','1','hq',0,0,'','box:FG1','1'),U('Wyman','1','general',0,0,'','box:FG1','1'),
     U('Z/1/16','1','inf',3,3,'1','box:ER1','ER1')],few,None,clear)
make(D+'omaha-casualty-12.csv','turn 12 (mid tide), East: a 2-step company in FG1 (0606 not cleared); 7 units already in the 1st Division casualty box.',12,
    [U('X/1/16','1','inf',2,3,'1','box:FG1','FG1')],few,{'casualties.1':'7'})
make(D+'omaha-casualty-18.csv','turn 18 (high tide), East: a 2-step company in FG1 (0606 not cleared); 7 units already in the 1st Division casualty box.',18,
    [U('X/1/16','1','inf',2,3,'1','box:FG1','FG1')],few,{'casualties.1':'7'})
make(D+'omaha-ranger-4.csv','turn 4, West: Ranger company C/5R in DG1, infantry D/1/116 in DR1; East: Ranger A/2R in FG1.',4,
    [U('C/5R','29','ranger',3,3,'1','box:DG1','DG1'),U('D/1/116','29','inf',3,3,'1','box:DR1','DR1'),U('A/2R','1','ranger',3,3,'1','box:FG1','FG1')],few)
c15={'0623':'hex,0623,west,beach,mid,1,1,,','0625':'hex,0625,west,beach,mid,1,1,,'}
make(D+'omaha-nocheck-15.csv','turn 15 (mid tide), West: two companies in DW1 and DG1, whose mid-tide hexes are cleared.',15,
    [U('F/2/116','29','inf',3,3,'1','box:DW1','DW1'),U('G/2/116','29','inf',3,3,'2','box:DG1','DG1')],few,None,c15)
make(D+'omaha-mines-15.csv','turn 15 (mid tide), West: two companies in DW1 and DG1; DW1 mid-tide hex 0623 not cleared.',15,
    [U('F/2/116','29','inf',3,3,'1','box:DW1','DW1'),U('G/2/116','29','inf',3,3,'2','box:DG1','DG1')],few,None,{'0625':c15['0625']})
make(D+'omaha-arrive-3.csv','turn 3, after landing: arrivals on the turn track.',3,
    [U('E/2/16','1','inf',3,3,'1','turn:3','ER'),U('K/3/16','1','inf',3,3,'2','turn:3','ER3'),
     U('116HQ','29','hq',0,0,'','turn:3','29'),U('C/2R','29','ranger',3,3,'3','turn:3','CH1'),U('I/3/16','1','inf',3,3,'1','turn:4','ER3')],few)
make(D+'omaha-arrive-full.csv','turn 3: three companies coded ER3 arrive.',3,
    [U('K/3/16','1','inf',3,3,'2','turn:3','ER3'),U('L/3/16','1','inf',3,3,'2','turn:3','ER3'),U('M/3/16','1','inf',3,3,'2','turn:3','ER3')],few)
make(D+'omaha-arrive-general.csv','turn 3: General Wyman (code 1) and company K/3/16 (ER3) arrive.',3,
    [U('K/3/16','1','inf',3,3,'2','turn:3','ER3'),U('Wyman','1','general',0,0,'','turn:3','1')],few)
for t in (6,9,10,11):
    make(D+f'omaha-arrive-{t}.csv',f'turn {t}: company P/3/116 (box code DW1) arrives'+(', after a delay.' if t in (10,11) else '.'),t,
        [U('P/3/116','29','inf',3,3,'1',f'turn:{t}','DW1',delayed='1' if t in (10,11) else '0')],few)
make(D+'omaha-recheck.csv','turn 2, West: D/1/116 in DW1 and E/1/16, an East company that drifted into DR1 in the East check.',2,
    [U('D/1/116','29','inf',3,3,'3','box:DW1','DW1'),U('E/1/16','1','inf',3,3,'1','box:DR1','ER1',checked='2')],few)
make(D+'omaha-mines-bn.csv','turn 9 (mid tide), East: a 4-step battalion (3 steps left) and 16 HQ in FG1 (0606 not cleared).',9,
    [U('1/16','1','inf',3,4,'1','box:FG1','FG1'),U('16HQ','1','hq',0,0,'','box:FG1','1')],few)

# German fire (§6): a made-up strip of the East sector with three positions.
def G(id,pos,hex,kind,rev='0',dis='0',res='',cal='',active=''):
    return ','.join([id,pos,hex,kind,'716',rev,dis,res,cal,active])
def make_fire(path,title,turn,units,germans,positions,fields,cards=None,sets=None,extra_hex=()):
    out=["umpire-state,1,omaha","# TEST STATE: "+title,
         "# MADE-UP MAP (fire tests): positions, fields of fire and hexes are invented,",
         "# except WN 62's hexes 0812 and 0912 (§2.1)."]
    s={"draws":"0","seed":"omaha-test","turn":str(turn)}
    if sets: s.update(sets)
    for k in sorted(s): out.append(f"set,{k},{s[k]}")
    if cards is None: cards={n:('pile' if n<=6 else 'discard') for n in range(1,55)}
    out.append("@card,card,at")
    for n in sorted(cards,key=lambda x:str(x).encode()): out.append(f"card,{n},{cards[n]}")
    out.append("@box,box,pos,sector,code,low,mid,high")
    out.append("box,ER1,1,east,ER1,0513,0613,0714")
    out.append("box,EG1,2,west,EG1,0519,0619,0719")
    hexes={'0513':('east','beach','low'),'0613':('east','beach','mid'),'0714':('east','beach','high'),
      '0519':('west','beach','low'),'0619':('west','beach','mid'),'0719':('west','beach','high'),
      '0710':('east','beach','high'),'0711':('east','beach','high'),'0713':('east','beach','high'),
      '0913':('east','shelf',''),'0810':('east','high',''),'0812':('east','high',''),'0912':('east','high',''),
      '1014':('east','high',''),'0820':('west','high','')}
    for h in extra_hex: hexes[h[0]]=h[1:]
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for h in sorted(hexes): out.append(f"hex,{h},{hexes[h][0]},{hexes[h][1]},{hexes[h][2]},0,0,,")
    out.append("@position,position,kind,colour,hexes")
    for p in sorted(positions,key=lambda r:r.split(',')[0].encode()): out.append("position,"+p)
    out.append("@field,hex,position,level")
    for f in sorted(fields,key=lambda r:r.split(',')[0].encode()): out.append("field,"+f)
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    for g in sorted(germans,key=lambda r:r.split(',')[0].encode()): out.append("german,"+g)
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    for u in sorted(units,key=lambda r:r.split(',')[0].encode()): out.append("unit,"+u)
    open(path,'w').write('\n'.join(out)+'\n')
POS=["WN62,wn,red,0812 0912","WN61,wn,violet,0810","A7,reinf,blue,1014"]
FLD=["0714,WN62,intense","0713,WN62,sustained","0613,WN62,sporadic","0711,WN61,intense","0710,WN61,sustained","0913,A7,intense","0714,A7,sporadic"]
GER=[G('g62n','WN62','0812','wn',res='hidden'),G('g62s','WN62','0912','wn',cal='75'),G('g61','WN61','0810','wn',res='hidden',cal='88'),
     G('a7','A7','1014','reinf')]
EX04=[U('u1','1','inf',3,3,'1','0714','ER1'),U('u2','1','inf',2,3,'2','0713','ER1'),U('u3','1','inf',1,3,'1','0713','ER1'),
      U('u4','1','inf',1,3,'1','0613','ER1'),U('u5','1','inf',2,3,'2','0913','ER1'),U('u6','1','inf',1,3,'2','0913','ER1')]
for t in (9,17):
    make_fire(D+f'omaha-fire-ex04-{t}.csv',f'turn {t}: WN 62 (2 units, 1 depth marker), WN 61 (1 unit + marker), A7 (1 unrevealed unit).',t,EX04,GER,POS,FLD)
make_fire(D+'omaha-fire-ex05.csv','EX-05: position PA (limit 2) sees u1 (intense), u2 and u3 (sustained); PB (limit 1) sees only u1.',9,
    [U('u1','1','inf',3,3,'1','0711','ER1'),U('u2','1','inf',3,3,'1','0710','ER1'),U('u3','1','inf',2,3,'1','0710','ER1')],
    [G('pa','PA','0810','reinf',rev='1',res='hidden'),G('pb','PB','1014','reinf',rev='1')],
    ["PA,reinf,violet,0810","PB,reinf,blue,1014"],["0711,PA,intense","0710,PA,sustained","0711,PB,sustained"])
ART=[G('g62s','WN62','0912','wn',cal='75'),G('g61','WN61','0810','wn',cal='88'),G('off1','art-east','','offmap',cal='105',active='1'),
     G('off2','art-east','','offmap',cal='105',active='0'),G('g69','WN69','0820','wn',cal='rocket')]
ARTU=[U('i1','1','inf',3,3,'1','box:ER1','ER1'),U('i2','1','inf',2,3,'1','box:ER1','ER1'),U('t1','1','tank',2,2,'1','0714','ER1'),
      U('w1','29','inf',3,3,'1','box:EG1','EG1')]
make_fire(D+'omaha-fire-ex06.csv','EX-06: East artillery: WN 62S 75 mm, WN 61 88 mm, an active and an inactive 105 off-map; the rockets of WN 69 (West).',9,
    ARTU,ART,["WN62,wn,red,0812 0912","WN61,wn,violet,0810","WN69,wn,orange,0820"],[])
make_fire(D+'omaha-fire-ex06-neg.csv','EX-06 derived: three 75 mm WN units and one 88 mm, no off-map artillery.',9,
    ARTU,[G('a','WN62','0912','wn',cal='75'),G('b','WN62','0812','wn',cal='75'),G('c','WN61','0810','wn',cal='88'),G('d','WN70','0710','wn',cal='75')],
    ["WN62,wn,red,0812 0912","WN61,wn,violet,0810","WN70,wn,green,0710"],[])
make_fire(D+'omaha-fire-dt01.csv','DT-01: 0714 holds a 3-step and a 2-step unit (symbols 2 and 3); 0713 a 3-step and a 1-step (symbols 2, 3).',9,
    [U('d1','1','inf',3,3,'2','0714','ER1'),U('d2','1','inf',2,3,'3','0714','ER1'),U('e1','1','inf',3,3,'2','0713','ER1'),U('e2','1','inf',1,3,'3','0713','ER1')],
    [G('g62n','WN62','0812','wn',res='hidden'),G('g62s','WN62','0912','wn',res='hidden')],["WN62,wn,red,0812 0912"],FLD[:2])
make_fire(D+'omaha-fire-dt02.csv','DT-02: a tank in the sustained hex 0713 of WN 62, another in its intense hex 0714 (symbol 2, not the card\'s).',9,
    [U('t1','1','tank',2,2,'2','0713','ER1'),U('t2','1','tank',2,2,'2','0714','ER1')],
    [G('g62n','WN62','0812','wn',res='hidden'),G('g62s','WN62','0912','wn')],["WN62,wn,red,0812 0912"],FLD[:2])
make_fire(D+'omaha-fire-dt03.csv','DT-03: two-hex WN 62: the unit in 0812 is disrupted with a depth marker, the one in 0912 without; WN 61 (violet) disrupted.',9,
    [U('u1','1','inf',3,3,'1','0714','ER1'),U('u2','1','inf',3,3,'1','0713','ER1')],
    [G('g62n','WN62','0812','wn',dis='1',res='hidden'),G('g62s','WN62','0912','wn'),G('g61','WN61','0810','wn',dis='1')],
    ["WN62,wn,red,0812 0912","WN61,wn,violet,0810"],FLD[:2]+["0711,WN61,intense"])
make_fire(D+'omaha-fire-leader.csv','§11.4: WN 61 (unit + marker, limit 2) sees one company and 16 HQ and General Wyman in its intense hex.',9,
    [U('c1','1','inf',3,3,'1','0711','ER1'),U('16HQ','1','hq',0,0,'','0711','1'),U('Wyman','1','general',0,0,'','0710','1',marker='wounded')],
    [G('g61','WN61','0810','wn',res='hidden')],["WN61,wn,violet,0810"],["0711,WN61,intense","0710,WN61,sustained"])
make_fire(D+'omaha-fire-tie.csv','§6.31: A7 (limit 1) sees two 2-step companies in its intense hex 0913.',9,
    [U('x1','1','inf',2,3,'1','0913','ER1'),U('x2','1','inf',2,3,'1','0913','ER1')],[G('a7','A7','1014','reinf')],["A7,reinf,blue,1014"],["0913,A7,intense"])
make_fire(D+'omaha-fire-ex06-t3.csv','EX-06 on turn 3.',3,ARTU,ART,["WN62,wn,red,0812 0912","WN61,wn,violet,0810","WN69,wn,orange,0820"],[])

# EX-10 (§10.11): 0613 and 0615-0618 cleared, 0614 not (made-up boxes pointing at them).
def make_ex10(path, turn):
    out=["umpire-state,1,omaha","# TEST STATE: EX-10 (§10.11), turn %d: beach hexes 0613 and 0615-0618 are cleared, 0614 is not." % turn,
         "# MADE-UP MAP: boxes E1-E3 point at the mid-tide hexes 0613, 0614, 0615."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":str(turn)}.items()): out.append(f"set,{k},{v}")
    out.append("@card,card,at")
    for n in sorted(range(1,7),key=lambda x:str(x)): out.append(f"card,{n},pile")
    out.append("@box,box,pos,sector,code,low,mid,high")
    out+=["box,E1,1,east,E1,0513,0613,0713","box,E2,2,east,E2,0514,0614,0714","box,E3,3,east,E3,0515,0615,0715"]
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for c in range(13,19):
        out.append(f"hex,05{c},east,beach,low,0,0,,")
    for c in range(13,19):
        out.append(f"hex,06{c},east,beach,mid,1,{0 if c==14 else 1},,")
    for c in range(13,19):
        out.append(f"hex,07{c},east,beach,high,0,0,,")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out+=["unit,A/1/16,1,1,inf,3,3,1,box:E1,E1,0,,,0,0","unit,B/1/16,1,1,inf,3,3,1,box:E2,E2,0,,,0,0","unit,C/1/16,1,1,inf,3,3,1,box:E3,E3,0,,,0,0"]
    open(path,'w').write('\n'.join(out)+'\n')
make_ex10(D+'omaha-ex10-9.csv',9)
make_ex10(D+'omaha-ex10-17.csv',17)

# EX-09 (§10.1): East beach hexes 0606-0612 with obstacles; 0606 is covered
# only by WN 60 (violet), 0612 only by a green position (made-up map).
def make_ex09(path, turn, wn60='present'):
    gers=[G('g61','WN61','0808','wn'),G('a3','A3','1010','reinf'),G('g64','WN64','0813','wn')]
    if wn60=='present': gers.append(G('g60','WN60','0805','wn'))
    if wn60=='disrupted': gers.append(G('g60','WN60','0805','wn',dis='1'))
    fields=["0606,WN60,sporadic","0607,WN61,sustained","0608,WN61,intense","0609,A3,sustained","0610,A3,intense",
            "0611,WN61,sporadic","0612,WN64,intense","0611,WN64,sustained"]
    out=["umpire-state,1,omaha","# TEST STATE: EX-09 (§10.1), turn %d: WN 60 %s; the East fire card of the turn (card 1) is on the track." % (turn, wn60),
         "# MADE-UP MAP: 0606 is in the field of WN 60 (violet) only, 0612 in that of WN 64 (green) only."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":str(turn)}.items()): out.append(f"set,{k},{v}")
    out.append("@card,card,at")
    for n in sorted(range(1,7),key=lambda x:str(x)): out.append(f"card,{n},{'track:fire-east' if n==1 else 'pile'}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for c in range(6,13): out.append(f"hex,06{c:02d},east,beach,mid,1,0,,")
    for h in ['0805','0808','0813','1010']: out.append(f"hex,{h},east,high,,0,0,,")
    out.append("@position,position,kind,colour,hexes")
    out+=["position,A3,reinf,blue,1010","position,WN60,wn,violet,0805","position,WN61,wn,red,0808","position,WN64,wn,green,0813"]
    out.append("@field,hex,position,level")
    out+=["field,"+f for f in sorted(fields)]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out+=["german,"+g for g in sorted(gers)]
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out.append("unit,A/1/16,1,1,inf,3,3,1,turn:5,ER1,0,,,0,0")
    open(path,'w').write('\n'.join(out)+'\n')
make_ex09(D+'omaha-ex09.csv',3)
make_ex09(D+'omaha-ex09-wn60-gone.csv',3,'eliminated')
make_ex09(D+'omaha-ex09-wn60-disrupted.csv',3,'disrupted')
make_ex09(D+'omaha-ex09-turn9.csv',9,'eliminated')
make_ex09(D+'omaha-ex09-turn17.csv',17,'eliminated')
make_ex09(D+'omaha-ex09-turn1.csv',1)

# EX-07 (§7.32): an Orange WN at 0810 (made-up map); its field covers the
# adjacent hexes 0710, 0711 and 0811.
def make_ex07(path, title, units, marker='', dis='0', turn=9, bluff=False):
    out=["umpire-state,1,omaha","# TEST STATE: EX-07 (§7.32): "+title,
         "# MADE-UP MAP: WN 99 (orange) at 0810, field of fire on 0710, 0711, 0811, 0610."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":str(turn)}.items()): out.append(f"set,{k},{v}")
    out.append("@card,card,at")
    for n in sorted(range(1,7),key=lambda x:str(x)): out.append(f"card,{n},pile")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for h,t in [('0609','beach'),('0610','beach'),('0709','shelf'),('0710','beach'),('0711','beach'),('0810','high'),('0811','shelf'),('0910','high')]:
        out.append(f"hex,{h},east,{t},{'high' if t=='beach' else ''},0,0,,")
    out.append("@side,side,feature")
    out.append("side,0710/0810,bluff")
    if bluff: out.append("side,0610/0710,bluff")
    out.append("@position,position,kind,colour,hexes")
    out.append("position,WN99,wn,orange,0810")
    out.append("@field,hex,position,level")
    out+=["field,0610,WN99,sporadic","field,0710,WN99,sustained","field,0711,WN99,intense","field,0811,WN99,intense"]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out.append(f"german,g99,WN99,0810,wn,716,0,{dis},{marker},,")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out+=["unit,"+u for u in sorted(units,key=lambda r:r.split(',')[0].encode())]
    open(path,'w').write('\n'.join(out)+'\n')
EXU=[U('K/3/16','1','inf',3,3,'1','0710','ER1'),U('L/3/16','1','inf',3,3,'2','0710','ER1'),U('16HQ','1','hq',0,0,'','0710','1'),
     U('T1','1','tank',2,2,'1','0609','ER1'),U('D/1/16','1','inf',3,3,'1','0609','ER1',dis='1')]
make_ex07(D+'omaha-ex07.csv','K/3/16 (symbol 1), L/3/16 (symbol 2) and 16 HQ in 0710; WN 99 has no depth marker.',EXU)
make_ex07(D+'omaha-ex07-marker.csv','the same, WN 99 with a depth marker.',EXU,marker='hidden')
make_ex07(D+'omaha-ex07-disrupted.csv','the same, WN 99 disrupted.',EXU,dis='1')
make_ex07(D+'omaha-ex07-extended.csv','the same on turn 17.',EXU,turn=17)
make_ex07(D+'omaha-ex07-bluff.csv','the same, with a bluff hexside between 0610 and 0710.',EXU,bluff=True)

# EX-11 (§12.23): a reinforcement unit (strength 4) at 1315, every neighbour
# US-controlled; the bocage hex 1316 leads to the exit hex 1416 (made-up map).
def make_ex11(path, title, extra_units=(), nobocage=False):
    out=["umpire-state,1,omaha","# TEST STATE: EX-11 (§12.23): "+title,
         "# MADE-UP MAP: high ground and bocage around the reinforcement position R4 (1315); exit E at 1416."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":"17"}.items()): out.append(f"set,{k},{v}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    terr={}
    for c in range(11,17):
        for r in range(12,20):
            terr[f"{c:02d}{r:02d}"]='high'
    terr['1316']='high' if nobocage else 'bocage'
    terr['1317']='rough'
    for h in sorted(terr):
        out.append(f"hex,{h},east,{terr[h]},,0,0,,{'E' if h=='1416' else ''}")
    out.append("@position,position,kind,colour,hexes")
    out.append("position,R4,reinf,blue,1315")
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out.append("german,r4,R4,1315,reinf,352,1,0,,,")
    units=[U('A/1/16','1','inf',2,3,'1','1215','ER1'),U('B/1/16','1','inf',2,3,'1','1314','ER1'),U('C/1/16','1','inf',1,3,'1','1415','ER1')]+list(extra_units)
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out+=["unit,"+u for u in sorted(units,key=lambda r:r.split(',')[0].encode())]
    open(path,'w').write('\n'.join(out)+'\n')
make_ex11(D+'omaha-ex11.csv','R4 encircled; the US-controlled bocage hex 1316 leads to the free exit 1416.')
make_ex11(D+'omaha-ex11-closed.csv','the same, and D/1/16 (1517) controls 1416: beyond the first bocage hex all is US-controlled.',[U('D/1/16','1','inf',2,3,'1','1517','ER1')])
make_ex11(D+'omaha-ex11-nobocage.csv','the same as the first, but 1316 is open high ground: no exception.',nobocage=True)

# Assault (§8): WN 50 at 1010 (made-up map), attacked from 0911 across a slope
# and from 1110 across shingle; 116 HQ at 1011.
def make_assault(path, title, units, naval=0, reserve='hidden'):
    out=["umpire-state,1,omaha","# TEST STATE (§8): "+title,
         "# MADE-UP MAP: WN 50 (red) at 1010 on the high ground; slope 0911/1010, shingle 1010/1110."]
    sets={"draws":"0","seed":"omaha-test","turn":"9"}
    if naval: sets["naval_markers"]=str(naval)
    for k,v in sorted(sets.items()): out.append(f"set,{k},{v}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    terr={'1010':'high','0911':'shelf','1110':'shelf','1011':'shelf','0910':'shelf','1009':'high','1012':'beach','1013':'beach','1014':'beach','1015':'beach','1016':'beach'}
    for h in sorted(terr): out.append(f"hex,{h},east,{terr[h]},{'high' if terr[h]=='beach' else ''},0,0,,")
    out.append("@side,side,feature")
    out+=["side,0911/1010,slope","side,1010/1110,shingle"]
    out.append("@position,position,kind,colour,hexes")
    out.append("position,WN50,wn,red,1010")
    out.append("@field,hex,position,level")
    out+=["field,0911,WN50,sustained","field,1012,WN50,intense"]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active,strength,weapons,reserve_strength,reserve_weapons")
    out.append(f"german,g50,WN50,1010,wn,716,0,0,{reserve},,,4,BZ FL,2,DEMO")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted,strength,range,weapons")
    out+=["unit,"+u for u in sorted(units,key=lambda r:r.split(',')[0].encode())]
    open(path,'w').write('\n'.join(out)+'\n')
def UA(id,type,steps,mx,at,strength,rng='',weapons='',dis='0'):
    return U(id,'1',type,steps,mx,'1',at,'ER1',dis=dis)+f",{strength},{rng},{weapons}"
ASU=[UA('A/1/16','inf',3,3,'0911',4),UA('B/1/16','inf',3,3,'1110',3),UA('16HQ','hq',0,0,'1011',0),
     UA('T3','tank',2,2,'1013',5,5),UA('T4','tank',2,2,'1014',5,5),UA('T6','tank',2,2,'1016',5,5),
     UA('C/1/16','inf',3,3,'1011',4),UA('R/1/16','inf',2,3,'1009',3,'','BZ'),UA('D/1/16','inf',3,3,'0910',4,dis='1')]
make_assault(D+'omaha-assault.csv','WN 50 (strength 4, needs BZ and FL; an unrevealed depth marker, strength 2, DEMO); infantry at 0911 and 1110, 116 HQ and C/1/16 at 1011, tanks at 3, 4 and 6 hexes.',ASU,naval=1)
make_assault(D+'omaha-assault-revealed.csv','the same with the depth marker revealed.',ASU,naval=1,reserve='revealed')

# EX-16 (§7.22): the sector line between columns 17 and 19 (made-up map).
def make_ex16(path, title, two):
    out=["umpire-state,1,omaha","# TEST STATE: EX-16 (§7.22): "+title,
         "# MADE-UP MAP: hexes 0816-0817 east, 0818-0820 west."]
    sets={"draws":"0","seed":"omaha-test","turn":"9"}
    if two: sets["two_player"]="1"
    for k,v in sorted(sets.items()): out.append(f"set,{k},{v}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for c in range(16,21): out.append(f"hex,08{c},{'east' if c<=17 else 'west'},high,,0,0,,")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out+=["unit,"+U('K/3/16','1','inf',3,3,'1','0817','ER1'),"unit,"+U('L/3/16','1','inf',3,3,'1','0818','ER1')]
    open(path,'w').write('\n'.join(out)+'\n')
make_ex16(D+'omaha-ex16.csv','K/3/16 (1st Division) in 0817, next to the line; L/3/16 in 0818, one hex beyond.',False)
make_ex16(D+'omaha-ex16-two.csv','the same in a two-player game.',True)

# EX-13 (§16.86), DT-07 (§16.82): B1 at 1220 with arrows to A7 (1222) and A6
# (1120) (made-up map); a path 1221, 1222.
def make_adv(path, title, a7=False, a6=False, units=(), fire_card=True, b1=('352','1','hidden')):
    out=["umpire-state,1,omaha","# TEST STATE (§16.8): "+title,
         "# MADE-UP MAP: B1 at 1220 (arrows to A7 at 1222 and A6 at 1120); 1221 bocage."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":"18"}.items()): out.append(f"set,{k},{v}")
    out.append("@card,card,at")
    for n in sorted(range(1,7),key=lambda x:str(x)): out.append(f"card,{n},{'track:fire-west' if n==1 and fire_card else 'pile'}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    terr={'1220':'high','1221':'bocage','1222':'high','1120':'high','1121':'high','1223':'high','1321':'high'}
    for h in sorted(terr): out.append(f"hex,{h},west,{terr[h]},,0,0,,")
    out.append("@position,position,kind,colour,hexes,arrow")
    out+=["position,A6,reinf,blue,1120,","position,A7,reinf,blue,1222,","position,B1,reinf,green,1220,A7 A6"]
    out.append("@field,hex,position,level")
    out.append("field,1321,B1,intense")
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    ger=[f"german,b1,B1,1220,reinf,{b1[0]},{b1[1]},0,{b1[2]},,"]
    if a7: ger.append("german,a7,A7,1222,reinf,352,0,0,,,")
    if a6: ger.append("german,a6,A6,1120,reinf,352,0,0,,,")
    out+=sorted(ger)
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted,strength")
    out+=["unit,"+u for u in sorted(units,key=lambda r:r.split(',')[0].encode())]
    open(path,'w').write('\n'.join(out)+'\n')
def US(id,type,steps,at,strength,sym='2'):
    return U(id,'29',type,steps,3 if type!='tank' else 2,sym,at,'DW1')+f",{strength}"
make_adv(D+'omaha-adv-free.csv','neither A7 nor A6 held; no US unit on the path.')
make_adv(D+'omaha-adv-a7.csv','A7 held, A6 free.',a7=True)
make_adv(D+'omaha-adv-a6.csv','A6 held, A7 free.',a6=True)
make_adv(D+'omaha-adv-both.csv','A7 and A6 held; a US unit in B1\'s field of fire.',a7=True,a6=True,units=[US('X/2/116','inf',3,'1321',4)])
make_adv(D+'omaha-adv-dt07.csv','DT-07: on the path an infantry company of strength 3 in the bocage hex 1221 and a strength-1 tank in the open destination 1222, neither with the card\'s symbol.',units=[US('I/3/116','inf',3,'1221',3),US('T/743','tank',2,'1222',1)])
make_adv(D+'omaha-adv-dt07-weak.csv','DT-07 variant: the tank is disrupted, the company alone defends (3 x 2 = 6).',units=[US('I/3/116','inf',3,'1221',3),US('T/743','tank',2,'1222',1,sym='1')])
make_adv(D+'omaha-adv-716.csv','B1 holds a revealed 716th Division unit without depth marker; a US unit in its field.',units=[US('X/2/116','inf',3,'1321',4)],b1=('716','1',''))
make_adv(D+'omaha-adv-nocard.csv','DT-07 with no fire card on the track.',units=[US('I/3/116','inf',3,'1221',3),US('T/743','tank',2,'1222',1)],fire_card=False)

# EX-14 (§18.22, §18.3): 16 HQ at 1212 (made-up map), units 1 to 4 hexes away.
def make_cp(path, title, box, field=False):
    out=["umpire-state,1,omaha","# TEST STATE: EX-14 (§18): "+title,
         "# MADE-UP MAP: open high ground, columns 11-16, rows 10-17."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":"18"}.items()): out.append(f"set,{k},{v}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for c in range(11,17):
        for r in range(10,18): out.append(f"hex,{c:02d}{r:02d},east,high,,0,0,,")
    out.append("@position,position,kind,colour,hexes")
    out.append("position,A9,reinf,blue,1617")
    out.append("@field,hex,position,level")
    if field: out.append("field,1212,A9,sporadic")
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out.append("german,a9,A9,1617,reinf,352,0,0,,,")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted,cp")
    us=[U('16HQ','1','hq',0,0,'','1212','1')+f",{box}",U('P1','1','inf',3,3,'1','1213','ER1')+",",
        U('P3','1','inf',3,3,'1','1215','ER1')+",",U('P4','1','inf',3,3,'1','1216','ER1')+","]
    out+=["unit,"+u for u in sorted(us,key=lambda r:r.split(',')[0].encode())]
    open(path,'w').write('\n'.join(out)+'\n')
make_cp(D+'omaha-cp-hq.csv','16 HQ, not yet a CP; P1, P3, P4 one, three and four hexes away.','')
make_cp(D+'omaha-cp-3.csv','16 HQ is a CP with its marker in box 3.',3)
make_cp(D+'omaha-cp-5.csv','16 HQ is a CP with its marker in box 5.',5)
make_cp(D+'omaha-cp-field.csv','16 HQ, in box 3, stands in a sporadic dot of the occupied A9.',3,field=True)

# EX-15 (§19.31): an engineer base at 0711 with range 1 (made-up map: shingle
# between the beach 07xx and the shelf 08xx, anti-tank ditches behind 0809-0811).
def make_base(path, title, box, turn=18, field=False, art=False):
    out=["umpire-state,1,omaha","# TEST STATE: EX-15 (§19): "+title,
         "# MADE-UP MAP: beach 0610-0712, shelf 0809-0812, high 0909-0912; shingle along the shelf, AT ditches behind it."]
    sets={"draws":"0","seed":"omaha-test","turn":str(turn)}
    if art: sets["artillery.east"]=str(turn)
    for k,v in sorted(sets.items()): out.append(f"set,{k},{v}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    terr={}
    for r in (10,11,12): terr[f"06{r:02d}"]=("beach","low"); terr[f"07{r:02d}"]=("beach","high")
    for r in (9,10,11,12): terr[f"08{r:02d}"]=("shelf",""); terr[f"09{r:02d}"]=("high","")
    terr['0709']=('beach','high')
    for h in sorted(terr): out.append(f"hex,{h},east,{terr[h][0]},{terr[h][1]},0,0,,")
    out.append("@side,side,feature")
    sides=["0710/0809,shingle","0710/0810,shingle","0711/0810,shingle","0711/0811,shingle","0712/0811,shingle","0712/0812,shingle",
           "0809/0909,atditch","0810/0910,atditch","0811/0911,atditch","0709/0809,seawall"]
    out+=["side,"+s for s in sorted(sides)]
    out.append("@position,position,kind,colour,hexes")
    out+=["position,C3,reinf,blue,0912","position,WN66,wn,red,0909"]
    out.append("@field,hex,position,level")
    out.append("field,0610,WN66,sporadic")
    if field: out.append("field,0711,WN66,sporadic")
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out.append("german,g66,WN66,0909,wn,716,0,0,,,")
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out.append("unit,"+U('K/3/16','1','inf',3,3,'1','0711','ER1'))
    out.append("@base,hex,div,box")
    if box: out.append(f"base,0711,1,{box}")
    open(path,'w').write('\n'.join(out)+'\n')
make_base(D+'omaha-base-none.csv','no base yet; turn 18.',0)
make_base(D+'omaha-base-1.csv','a base at 0711, its marker in box 2 (range 1 in the TEST DATA track).',2)
make_base(D+'omaha-base-0.csv','a base at 0711, its marker in box 1 (range 0).',1)
make_base(D+'omaha-base-art.csv','a base at 0711 in box 1; German artillery fired in the East this turn.',1,art=True)
make_base(D+'omaha-base-field.csv','a base at 0711 in box 1, in a sporadic dot of WN 66.',1,field=True)

# EX-12 (§16): two empty blue reinforcement positions eligible to Reinforce,
# one Tactical unit in the pool (made-up map).
def make_ex12(path, title, positions, pool):
    out=["umpire-state,1,omaha","# TEST STATE: EX-12 (§16): "+title,
         "# MADE-UP MAP: open high ground, columns 10-14, rows 10-16, exit A at 1416."]
    for k,v in sorted({"draws":"0","seed":"omaha-test","turn":"18"}.items()): out.append(f"set,{k},{v}")
    out.append("@card,card,at")
    for n in sorted(range(1,7),key=lambda x:str(x)): out.append(f"card,{n},{'track:fire-east' if n==1 else 'pile'}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for cc in range(10,15):
        for r in range(10,17): out.append(f"hex,{cc:02d}{r:02d},east,high,,0,0,,{'A' if (cc,r)==(14,16) else ''}")
    out.append("@position,position,kind,colour,hexes,vp")
    out+=["position,"+p for p in sorted(positions,key=lambda r:r.split(',')[0].encode())]
    out.append("@field,hex,position,level")
    fl=sorted(set("1112,"+p.split(',')[0]+",sustained" for p in positions))
    out+=["field,"+f for f in fl]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out+=sorted(["german,"+g for g in pool])
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,delayed,counted")
    out.append("unit,"+U('K/3/16','1','inf',1,3,'1','1112','ER1'))
    open(path,'w').write('\n'.join(out)+'\n')
make_ex12(D+'omaha-ex12.csv','A4 (1012) and C2 (1212), both empty and blue; one unit in the Tactical pool.',
    ["A4,reinf,blue,1012,0","C2,reinf,blue,1212,0"],["t1,box-tactical,,reinf,352,0,0,,,"])
make_ex12(D+'omaha-ex12-tie.csv','A4 (1012) and C4 (1212): the same number; one unit in the Tactical pool.',
    ["A4,reinf,blue,1012,0","C4,reinf,blue,1212,0"],["t1,box-tactical,,reinf,352,0,0,,,"])
make_ex12(D+'omaha-ex12-two.csv','A4 and C2, two units in the Tactical pool, one in the Division pool.',
    ["A4,reinf,blue,1012,0","C2,reinf,blue,1212,0"],["t1,box-tactical,,reinf,352,0,0,,,","t2,box-tactical,,reinf,352,0,0,,,","d1,box-division,,reinf,352,0,0,,,"])
# EX-09 a30 variant: WN 60's unit was disrupted until this turn's §6.4 removal.
s=open(D+'omaha-ex09.csv').read().replace('set,turn,3\n','set,turn,3\nset,undisrupted,3:g60\n',1)
s=s.replace('# MADE-UP MAP','# EX-09 a30 variant: g60 (WN 60) was disrupted until this turn\'s §6.4 removal (set,undisrupted).\n# MADE-UP MAP',1)
open(D+'omaha-ex09-undisrupted.csv','w').write(s)
