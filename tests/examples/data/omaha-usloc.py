# Writes the TEST STATES tests/examples/data/omaha-usloc*.csv for US lines of
# communication (§12.3, §12.31). Run from the top of the tree:
#   python3 tests/examples/data/omaha-usloc.py
# MADE-UP MAP: column 05 is beach (0510-0514), columns 06 and 07 high ground;
# 0610 rough; bluffs 0511/0611 and 0512/0612, a cliff 0512/0611; WN G1
# at 0714 with dots on 0613 (sustained) and 0612 (sporadic); in the -vacant
# state G1 holds no unit (no field, §12.31); in the -disrupted state its unit
# is disrupted (its field still counts).
def make(path, title, german):
    out = ["umpire-state,1,omaha", "# TEST STATE: " + title,
           "# MADE-UP MAP: see tests/examples/data/omaha-usloc.py.",
           "set,draws,0", "set,seed,omaha-usloc", "set,turn,32"]
    out.append("@hex,hex,sector,terrain,zone,obstacles,cleared,road,exit")
    for c in ('05', '06', '07'):
        for r in range(10, 15):
            t = 'beach' if c == '05' else 'high'
            if c + str(r) == '0610':
                t = 'rough'
            out.append(f"hex,{c}{r},east,{t},{'high' if t == 'beach' else ''},0,0,,")
    out += ["@side,side,feature", "side,0511/0611,bluff", "side,0512/0611,cliff", "side,0512/0612,bluff"]
    out += ["@position,position,kind,colour,hexes", "position,G1,wn,red,0714"]
    out += ["@field,hex,position,level", "field,0613,G1,sustained", "field,0612,G1,sporadic"]
    out.append("@german,id,position,hex,kind,division,revealed,disrupted,reserve,calibre,active")
    out += german
    out.append("@unit,id,div,command,type,steps,max,symbol,at,code,disrupted,marker,checked,"
               "delayed,counted")
    open(path, 'w').write('\n'.join(out) + '\n')


D = 'tests/examples/data/'
make(D + 'omaha-usloc.csv', 'US LOC, G1 occupied.', ["german,g1,G1,0714,wn,716,0,0,,,"])
make(D + 'omaha-usloc-disrupted.csv', 'US LOC, G1 disrupted.', ["german,g1,G1,0714,wn,716,0,1,,,"])
make(D + 'omaha-usloc-vacant.csv', 'US LOC, G1 vacant.', [])
