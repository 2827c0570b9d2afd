#!/usr/bin/env python3
"""map-examples.py: writes fixtures/salerno43/map-examples.csv, the map of every
hex the worked examples E1-E20 use (digest section 7), merged from the example
states tests/examples/data/*.csv: hex rows (levels, terrain, river, bank A,
coast), hexside rows (roads, precipices), sea rows (zones) and bridges.

The printed map is not in the text (digest O17): the values are those the
example states chose to give the examples' figures. Where two examples chose
differently for one hex, the example whose figures depend on the value wins
(CHOICES below, each with its reason). Positions, supply, control and bridge
markers are state, not map: left out. Run from the repository root;
deterministic: run it again and the file is the same."""
import csv, glob, sys

# hex -> (column, value, reason): the example whose figures need the value
CHOICES = {
    ("2127", "levels"): ("2", "E2 prices 2127 by road; e3.csv's level 1 is a default"),
    ("2226", "levels"): ("2;3", "E2: 2 MP for levels 2-3; e3.csv's level 1 is a default"),
    ("2327", "levels"): ("2;3", "E2: 2 MP for levels 2-3; e3.csv's level 1 is a default"),
    ("2427", "levels"): ("3;4", "E2: 3 MP for levels 3-4; e3.csv's level 1 is a default"),
    ("2428", "levels"): ("2;3", "E2: 2 MP for levels 2-3; e3.csv's level 1 is a default"),
    ("2430", "levels"): ("1", "E16's line of fire to 2530; E2 crosses 2430 by road"),
    ("3132", "levels"): ("3", "E20 is about 3132's altitude 3; E5 and E10's level 1 "
                         "is illustrative"),
    ("3133", "levels"): ("2", "E20 is about 3133's altitude 2; E10's level 1 is "
                         "illustrative"),
}
# hexsides left out: e3-map.py lays E3's class-2 road along 2427-2327-2226,
# where E2's table (digest E2, steps 4 and 5) moves by terrain
DROP_SIDES = {"2327-2427": "E2 steps 4: terrain, not road (E3's road is laid by "
              "e3-map.py)", "2226-2327": "E2 step 5: terrain, not road (E3's road is "
              "laid by e3-map.py)"}
# hexes section 7 names that no example state holds
EXTRA_SEA = [("2132", "salerno", "E16: a CL 'in 2132, 2231 or 2232'"),
             ("2231", "salerno", "E16: a CL 'in 2132, 2231 or 2232'")]
EXTRA_HEX = [("2737", "1", "clear", "E16's doubt: first-wave landing hex (level 1 as "
              "the landing transcripts)"),
             ("2738", "1", "clear", "E16's doubt: first-wave landing hex (level 1 as "
              "the landing transcripts)")]
HEX_COLS = ["hex", "levels", "terrain", "river", "bank_a", "coast"]
BRIDGE_COLS = ["id", "hex", "city", "marker", "repair", "by"]

def read(path):
    kinds, cur = {}, None
    for line in csv.reader(open(path, encoding="utf-8")):
        if not line or line[0].startswith("#") or line[0].startswith("umpire-state"):
            continue
        if line[0].startswith("@"):
            cur = line[1:]
            kinds.setdefault(line[0][1:], {"cols": cur, "rows": []})
            kinds[line[0][1:]]["cols"] = cur
            continue
        k = kinds.get(line[0])
        if k is not None:
            k["rows"].append(dict(zip(k["cols"], line[1:])))
    return kinds

def main():
    files = sorted(glob.glob("tests/examples/data/*.csv"))
    merged = {"hex": {}, "hexside": {}, "sea": {}, "bridge": {}}
    keys = {"hex": "hex", "hexside": "id", "sea": "hex", "bridge": "id"}
    cols = {"hex": HEX_COLS, "hexside": ["id", "feature", "high"], "sea": ["hex", "zone"],
            "bridge": BRIDGE_COLS}
    for f in files:
        for kind, k in read(f).items():
            if kind not in merged:
                continue
            for r in k["rows"]:
                key = r[keys[kind]]
                if kind == "hexside" and key in DROP_SIDES:
                    continue
                ent = merged[kind].setdefault(key, {})
                for c in cols[kind]:
                    v = r.get(c, "")
                    if c not in r:
                        continue
                    if kind == "bridge" and c in ("marker", "repair", "by"):
                        v = ""   # the demolition marker is state: an intact bridge
                    if (key, c) in CHOICES:
                        v = CHOICES[(key, c)][0]
                    if ent.get(c, v) != v and not (kind == "hex" and c in ("river", "bank_a",
                                                                          "coast") and v == ""):
                        if ent.get(c, "") == "":
                            ent[c] = v
                            continue
                        sys.exit("%s: %s %s column %s: %r against %r (add a CHOICE)" %
                                 (f, kind, key, c, v, ent[c]))
                    ent.setdefault(c, v)
    for h, zone, _ in EXTRA_SEA:
        merged["sea"].setdefault(h, {"hex": h, "zone": zone})
    for h, lv, terr, _ in EXTRA_HEX:
        merged["hex"].setdefault(h, {"hex": h, "levels": lv, "terrain": terr})
    out = open("fixtures/salerno43/map-examples.csv", "w", encoding="utf-8", newline="")
    w = csv.writer(out, lineterminator="\n")
    out.write("umpire-state,1,salerno43\n")
    for line in HEADER.strip("\n").split("\n"):
        out.write("# " + line if line else "#")
        out.write("\n")
    for (h, c), (v, why) in sorted(CHOICES.items()):
        out.write("#   %s %s = %s: %s\n" % (h, c, v, why))
    for side, why in sorted(DROP_SIDES.items()):
        out.write("#   no road on %s: %s\n" % (side, why))
    for h, zone, why in EXTRA_SEA:
        out.write("#   sea %s (%s): %s\n" % (h, zone, why))
    for h, lv, terr, why in EXTRA_HEX:
        out.write("#   hex %s level %s %s: %s\n" % (h, lv, terr, why))
    out.write("set,active,allied\nset,first_player,allied\nset,turn,9-morning\n")
    order = lambda key: key
    for kind in ("hex", "hexside", "bridge", "sea"):
        w.writerow(["@" + kind] + cols[kind])
        for key in sorted(merged[kind], key=order):
            w.writerow([kind] + [merged[kind][key].get(c, "") for c in cols[kind]])
    out.close()

HEADER = """
The map of the worked examples E1-E20 (digest section 7): every hex, hexside,
bridge and sea hex their states in tests/examples/data use, merged into one
map by tests/examples/data/map-examples.py (do not edit by hand: edit the
script or the example states and run it again). The printed map is not in
the text (digest O17): levels, terrain, roads and rivers are the values the
examples chose to give their figures; the roads of E3 are laid by
e3-map.py, not read from the map. No units: a scenario to add them to
(umpire new salerno43 map-examples). On this map E2, E16, E20 and the
others read as their own states, except E3 (its road is cut where E2 moves
by terrain), and E5, E9 and E10 (3132 and 3133 have E20's levels, not
their level 1). Where the examples disagree:
"""

if __name__ == "__main__":
    main()
