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
def U(id,div,type,steps,mx,sym,at,code='',marker='',checked='',delayed='0',counted='0',cmd=None):
    return ','.join([id,div,cmd or div,type,str(steps),str(mx),sym,at,code,'0',marker,checked,delayed,counted])
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
