#!/usr/bin/env python3
"""e3-map.py: writes e3.csv, the fixture of the example of §5.34 (digest E3).

The map is not in the text (digest O17), so the roads are laid here: one road
per stretch of the example, of its class and of exactly its length where the
text gives one (class 2: 14 and 35 hexes; class 3: 6 hexes), each a simple path
of hexes that never touches another stretch nor the ZOC of the US unit in
Altavilla (4458). Deterministic: run it again and e3.csv is the same file.
Geometry of umpire's grid (core/grid.c, digest 2.2)."""
import sys

def odd(c): return c & 1

def nbrs(h):
    c, r = h
    up = r - 1 if odd(c) else r
    return [(c, r - 1), (c + 1, up), (c + 1, up + 1), (c, r + 1), (c - 1, up + 1), (c - 1, up)]

def cube(h):
    c, r = h
    return c, r - (c + (c & 1)) // 2

def dist(a, b):
    (q1, r1), (q2, r2) = cube(a), cube(b)
    dq, dr = q1 - q2, r1 - r2
    return max(abs(dq), abs(dr), abs(dq + dr))

def fmt(h): return "%02d%02d" % h

US = (44, 58)
FORBID = set([US] + nbrs(US))

def path(a, b, length, used):
    """A simple path of exactly `length` steps from a to b avoiding `used`."""
    best = None
    sys.setrecursionlimit(10000)
    route = [a]
    seen = {a}
    def go(cur, left):
        if left == 0:
            return cur == b
        if dist(cur, b) > left:
            return False
        # head for b when the length is tight, wander sideways when not
        cand = [n for n in nbrs(cur) if 1 <= n[0] <= 60 and 1 <= n[1] <= 70
                and n not in seen and n not in used and (n == b or n not in FORBID)]
        cand.sort(key=lambda n: (dist(n, b) if dist(cur, b) >= left - 1 else -dist(n, b), n))
        for n in cand:
            if n == b and left != 1:
                continue
            seen.add(n); route.append(n)
            if go(n, left - 1):
                return True
            seen.discard(n); route.pop()
        return False
    if not go(a, length):
        raise SystemExit("no path %s -> %s of %d" % (fmt(a), fmt(b), length))
    return route

# (from, to, class, length or None for the shortest)
stretches = [((3, 8), (19, 19), 1, None), ((19, 19), (31, 20), 2, 14),
             ((31, 20), (27, 29), 1, None), ((27, 29), (37, 25), 2, 35),
             ((37, 25), (49, 55), 1, None), ((49, 55), (45, 57), 3, 6)]
used, full, sides = set(), [(3, 8)], []
for a, b, cls, n in stretches:
    p = path(a, b, n if n else dist(a, b), used - {a})
    for x, y in zip(p, p[1:]):
        sides.append((min(x, y), max(x, y), cls))
    used |= set(p)
    full += p[1:]
full.append((44, 57))

out = open(sys.argv[1] if len(sys.argv) > 1 else "e3.csv", "w")
out.write("""umpire-state,1,salerno43
# Example of §5.34 (digest E3), written by e3-map.py: an Axis motorised recon
# unit enters at 0308 and follows a class-1 road to 1919 (1 MP, the entry
# included), class 2 for 14 hexes to 3120 (2 MP), class 1 to 2729 (1 MP), class 2
# for 35 hexes to 3725 (4 MP), class 1 to 4955 (1 MP), class 3 for 6 hexes to 4557
# (2 MP), then 4457 off road, levels 2 and 3 (2 MP): 13 MP, ending in the ZOC of
# the US unit in Altavilla (4458). The roads are laid by the script (the map is
# not in the text); all road hexes are level 1. Counter values illustrative.
set,active,axis
set,seed,e3
set,turn,10-morning
@unit,id,side,nation,division,battalion,kind,size,icon,target,weapon,hex,bank,stack,steps,max_steps,att_armor,att_soft,def,support,range,ma,ma_color,r_att_armor,r_att_soft,r_def,r_support,flags,mobility
unit,16pz-aufkl-1,axis,DE,16pz,aufkl,recon,company,nato,soft,,offmap,,1,2,2,2,4,3,,,14,normal,1,2,2,,,mech
unit,us-143-a,allied,US,36,143,infantry,company,nato,soft,,4458,,1,2,2,1,4,4,,,6,normal,0,2,2,,,
@hex,hex,levels,terrain,river,bank_a,position
""")
hexes = {h: "1" for h in full}
hexes[(44, 57)] = "2;3"
hexes[US] = "2"
for h in sorted(hexes):
    out.write("hex,%s,%s,clear,,,\n" % (fmt(h), hexes[h]))
out.write("@hexside,id,feature,high\n")
for a, b, cls in sorted(sides):
    out.write("hexside,%s-%s,road%d,\n" % (fmt(a), fmt(b), cls))
out.close()
print(",".join(fmt(h) for h in full))
