#!/usr/bin/env python3
"""An independent computation of the odds of the shipped Salerno fixture
fixtures/salerno43/commandos-2129.csv (assault from=2129 to=2228, loss=top,
policy=always), written from the rulebook and the combat table CSV alone, to
check `umpire odds` (tests/golden/rules-odds-independent.t).

Reads umpire's `odds --format csv` on stdin and compares, exactly, the
distribution of (rounds, att_lost, def_lost). Usage: ... | commando_odds.py ROUNDS
"""
import csv
import sys
from fractions import Fraction
from itertools import product

ROOT = __file__.rsplit("/tests/", 1)[0]

# combat table: loss[(roll, odds)][total] = steps lost
loss = {}
with open(ROOT + "/tables/salerno43/combat.csv") as f:
    rows = [r for r in csv.reader(l for l in f if not l.startswith("#"))]
head = rows[0]
for r in rows[1:]:
    t = {}
    for h, cell in zip(head[2:], r[2:]):
        if cell == "-":
            continue
        lo, _, hi = cell.partition("-")
        for v in range(int(lo), int(hi or lo) + 1):
            t[v] = int(h)
    loss[(r[0], r[1])] = t

def column(a, d):
    """§9.61: rounded for the defender (no 8:1 in this fixture)."""
    if a >= d:
        return "%d:1" % min(a // d, 7)
    n = -(-d // a) if a else 6
    return "1:%d" % min(n, 5)

two_d6 = {}
for x, y in product(range(1, 7), repeat=2):
    two_d6[x + y] = two_d6.get(x + y, 0) + Fraction(1, 36)

# the fixture: commandos a, b (2 steps; full 5 attack / 4 defence, reduced 3 / 2)
# in 2129 (level 2: +3); the CP (1 step, attack 2, defence 2) in 2228 on a
# Fortified marker (+5; level 3 once it is gone: +3)
def strength(s, allied_attacks):
    a, b, cp, fort = s
    soft = {2: 5, 1: 3, 0: 0}
    dfn = {2: 4, 1: 2, 0: 0}
    if allied_attacks:
        return soft[a] + soft[b], 2 * cp + (5 if fort else 3)
    return 2 * cp, dfn[a] + dfn[b] + 3

def hit_allied(s, n):
    a, b, cp, fort = s
    for _ in range(n):          # loss=top: 2cdo-a (stack 1) first
        if a:
            a -= 1
        elif b:
            b -= 1
    return (a, b, cp, fort)

def hit_axis(s, n):
    a, b, cp, fort = s
    for _ in range(n):
        if cp and fort:          # §19.41: the marker goes instead of the step
            fort = 0
        elif cp:
            cp -= 1
    return (a, b, cp, fort)

def steps_lost(s):
    a, b, cp, fort = s
    return 4 - a - b, 1 - cp

rounds_max = int(sys.argv[1])
final = {}
front = {((2, 2, 1, 1), 1, True): Fraction(1)}   # state, round, allied attacks
while front:
    nxt = {}
    for (s, rnd, allied_att), p in front.items():
        att, dfn = strength(s, allied_att)
        col = column(att, dfn)
        for ta, pa in two_d6.items():
            for td, pd in two_d6.items():
                ld = loss[("attacker", col)][ta]      # steps the defender loses
                la = loss[("defender", col)][td]      # steps the attacker loses
                if allied_att:
                    t = hit_allied(hit_axis(s, ld), la)  # §9.66 b: defender first
                else:
                    t = hit_axis(hit_allied(s, ld), la)
                q = p * pa * pd
                a, b, cp, _ = t
                if a + b == 0 or cp == 0 or rnd == 3 or rnd == rounds_max:
                    key = (rnd,) + steps_lost(t)
                    final[key] = final.get(key, 0) + q
                    continue
                # §9.67 with policy=always: whoever decides continues
                swap = la > ld
                key = (t, rnd + 1, allied_att != swap)
                nxt[key] = nxt.get(key, 0) + q
    front = nxt

got = {}
for r in csv.DictReader(sys.stdin):
    key = (int(r["rounds"]), int(r["att_lost"]), int(r["def_lost"]))
    got[key] = got.get(key, 0) + Fraction(r["p"])
assert sum(final.values()) == 1 and sum(got.values()) == 1
if got != final:
    for k in sorted(set(got) | set(final)):
        print(k, got.get(k), final.get(k), file=sys.stderr)
    sys.exit(1)
print("%d outcomes agree" % len(final))
