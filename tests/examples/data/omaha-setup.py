# Writes the TEST STATES tests/examples/data/omaha-setup-*.csv for the set-up
# order (EX-17, EX-18). Run from the top of the tree:
#   python3 tests/examples/data/omaha-setup.py
# MADE-UP MAP and COUNTERS. From the text: the WN places (60 ... 73, N and S
# hexes of two-hex WNs, §3, §21.1), WN 62 = 0812 0912 (§2.1), the Beyond the
# Beach reinforcement positions (§21.1), the cleared hexes 0612-0616,
# 0523-0525, 0426 (§21.1) and the counter mix by class: 2 "88", 6 artillery,
# 1 rocket, 9 others; 9 Tactical, 11 Division units (§3). Invented: every
# other hex number, the 18th WN position (called WN64 here: the text names
# only 17 WN hexes, digest §2.3), colours, unit ids and calibres 75/105.
import itertools
D = 'tests/examples/data/'
wn = [('WN60', '0701'), ('WN61', '0703'), ('WN62', '0812 0912'), ('WN64', '0705'),
      ('WN65', '0707 0807'), ('WN66', '0709 0809'), ('WN67', '0911'), ('WN68', '0713 0813'),
      ('WN69', '0915'), ('WN70', '0717'), ('WN71', '0719'), ('WN72', '0721 0821'),
      ('WN73', '0723')]
reinf = ['A3', 'A4', 'A7', 'C2', 'C4', 'C6', 'D1', 'E5', 'F1', 'G1', 'G2', 'G6']
cleared = ['0612', '0613', '0614', '0615', '0616', '0523', '0524', '0525', '0426']


def make(path, title, turn, german, extra_sets=None):
    out = ["umpire-state,1,omaha", "# TEST STATE: " + title,
           "# MADE-UP MAP AND COUNTERS: see tests/examples/data/omaha-setup.py."]
    s = {"draws": "0", "seed": "omaha-setup", "turn": str(turn)}
    s.update(extra_sets or {})
    for k in sorted(s):
        out.append(f"set,{k},{s[k]}")
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    hexes = set()
    for _, h in wn:
        hexes.update(h.split())
    for i, r in enumerate(reinf):
        hexes.add(f"12{i + 10:02d}")
    for h in sorted(hexes):
        out.append(f"hex,{h},east,high,,0,0,,")
    for h in cleared:
        out.append(f"hex,{h},east,beach,mid,1,0,,")
    out.append("@position,position,kind,colour,hexes")
    for p, h in wn:
        out.append(f"position,{p},wn,red,{h}")
    for i, r in enumerate(reinf):
        out.append(f"position,{r},reinf,blue,12{i + 10:02d}")
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out += ["german," + g for g in german]
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,"
               "delayed,counted")
    open(path, 'w').write('\n'.join(out) + '\n')


def pool(cal88='88'):
    g = []
    g += [f"g88-{i},box-wn,,wn,352,0,0,,{cal88},"for i in (1, 2)]
    g += [f"art-{i},box-wn,,wn,352,0,0,,{75 if i <= 3 else 105}," for i in range(1, 7)]
    g += ["rocket,box-wn,,wn,352,0,0,,rocket,"]
    g += [f"mg-{i},box-wn,,wn,352,0,0,,," for i in range(1, 10)]
    g += [f"T{i},box-tactical,,reinf,352,0,0,,," for i in range(1, 10)]
    g += [f"D{i},box-division,,reinf,352,0,0,,," for i in range(1, 12)]
    g += [f"art-{s},art-{s},,offmap,352,0,0,,105,0" for s in ('east', 'west')]
    return g


make(D + 'omaha-setup-standard.csv', 'set-up of §3 (EX-17): every WN unit in the WN pool.', 1,
     pool())
make(D + 'omaha-setup-beyond.csv', 'set-up of §21.1 (EX-18): every WN unit in the WN pool.', 1,
     pool())
make(D + 'omaha-setup-unknown.csv', 'set-up of §3: the 88 counters\' calibres unknown (?).', 1,
     pool('?'))
done = pool()
done[0] = "g88-1,WN61,0703,wn,352,0,0,,88,"
make(D + 'omaha-setup-done.csv', 'set-up of §3 refused: an 88 is already on WN 61.', 1, done)
short = [x for x in pool() if not x.startswith('mg-9')]
make(D + 'omaha-setup-short.csv', 'set-up of §3: only 8 other WN units in the pool (17).', 1,
     short)
