#!/usr/bin/env python3
"""pictures.py: what umpire draws is what its rules compute (tests/checks/pictures.sh).

For every fixture of a game that draws: `show --format svg` is well-formed XML,
rsvg-convert renders it to a PNG of the size the SVG declares, every cell sits
where core/grid's geometry puts it, the counter on top of each hex is centred on
that hex, and the PNG shows the counter's colour there (its plain lower-left
corner, core/svg.h) and the cell's colour beside a lone counter. Then the marks of
`show --since` (arrows, ghosts, losses) and the bars of `odds --format svg`.

Geometry, written here again from grid.h's words (not from svg.c): column-offset
hexes, even columns half a hex lower: x = 1.5 R col, y = sqrt(3) R (row + (col even)/2);
row-offset hexes (memoir44), even rows half a hex right: x = sqrt(3) R (col + (row
even)/2), y = 1.5 R row. R = 36. Squares (heroes) of side S = 72: square (x, y), named
"C4" for (2, 3), centred on (S (x + 1/2), S (y + 1/2)).
"""
import glob
import math
import os
import re
import struct
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
import zlib
from fractions import Fraction

ROOT = os.environ.get("ROOT") or os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
UMPIRE = os.environ.get("UMPIRE") or os.path.join(ROOT, "umpire")
NS = "{http://www.w3.org/2000/svg}"
R = 36.0
SQUARE = 72.0   # the side of a square (core/games/README.md, "Drawing": 2 * SVG_HEX)
# normandie44 names a hex "AABB", row AA then column BB (n44.h), on the same column-offset
# geometry at (column BB, row AA): its layout is "rowcol".
LAYOUT = {"salerno43": "cols", "omaha": "cols", "normandie44": "rowcol", "memoir44": "rows",
          "heroes": "squares"}
failures = []


def fail(msg):
    failures.append(msg)


def is_cell(layout, name):
    """A cell's name in the layout: CCRR for hexes, a square's "C4" (grid.h)."""
    return re.fullmatch(r"[A-Z]{1,2}[1-9]\d{0,2}" if layout == "squares" else r"\d{4}",
                        name or "") is not None


def centre(layout, cell):
    if layout == "squares":   # column letters A..Z, AA..ZZ (A is x = 0), row 1 is y = 0
        letters, row = re.fullmatch(r"([A-Z]+)(\d+)", cell).groups()
        x = 0
        for ch in letters:
            x = 26 * x + ord(ch) - ord("A") + 1
        return SQUARE * (x - 1 + 0.5), SQUARE * (int(row) - 1 + 0.5)
    col, row = int(cell[:2]), int(cell[2:])
    if layout == "rowcol":
        col, row, layout = row, col, "cols"
    if layout == "cols":
        return 1.5 * R * col, math.sqrt(3) * R * (row + (0.5 if col % 2 == 0 else 0))
    return math.sqrt(3) * R * (col + (0.5 if row % 2 == 0 else 0)), 1.5 * R * row


def png_pixels(path):
    """Width, height and a function (x, y) -> (r, g, b) of an 8-bit RGB(A) PNG."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, w = 8, b"", 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, colour, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and colour in (2, 6) and interlace == 0, "unexpected PNG form"
            bpp = 4 if colour == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw, stride = zlib.decompress(idat), w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        f, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b, c = prev[x], prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line

    def pixel(x, y):
        line = rows[int(round(y))]
        k = int(round(x)) * bpp
        return tuple(line[k:k + 3])
    return w, h, pixel


def rgb(colour):
    colour = colour.lstrip("#")
    if len(colour) == 3:
        colour = "".join(ch * 2 for ch in colour)
    return tuple(int(colour[k:k + 2], 16) for k in (0, 2, 4))


def near(a, b, tol=10):
    return all(abs(x - y) <= tol for x, y in zip(a, b))


def render(args, name):
    """The SVG umpire prints for args, parsed, and its PNG."""
    out = subprocess.run([UMPIRE] + args, cwd=ROOT, capture_output=True)
    if out.returncode != 0:
        return None, None, out
    svg = os.path.join(TMP, name + ".svg")
    open(svg, "wb").write(out.stdout)
    try:
        root = ET.fromstring(out.stdout)
    except ET.ParseError as e:
        fail(f"{name}: not well-formed XML: {e}")
        return None, None, out
    self_contained(root, name)
    png = os.path.join(TMP, name + ".png")
    subprocess.run(["rsvg-convert", svg, "-o", png], check=True)
    return root, png_pixels(png), out


def self_contained(root, name):
    """Nothing fetched from elsewhere: no script, image, style sheet, font or link;
    every colour and font an attribute (an e-mail client drops the rest)."""
    for el in root.iter():
        tag = el.tag.replace(NS, "")
        if tag in ("script", "image", "style", "foreignObject", "a", "use", "font-face"):
            fail(f"{name}: a <{tag}> element: the picture must stand alone")
        for k, v in el.attrib.items():
            if "href" in k or "url(" in v or "@import" in v or k.startswith("on"):
                fail(f"{name}: <{tag} {k}=\"{v}\"> reaches outside the picture")


def board_offset(root):
    g = [x for x in root.iter(NS + "g") if x.get("id") == "board"][0]
    tx, ty = re.match(r"translate\(([-\d.]+),([-\d.]+)\)", g.get("transform")).groups()
    return float(tx), float(ty)


def counters(root):
    """(id, at, centre x, centre y, side, fill, ghost) of every counter, in document order."""
    out = []
    for g in root.iter(NS + "g"):
        cls = g.get("class") or ""
        if not cls.startswith("counter"):
            continue
        body = [r for r in g.findall(NS + "rect") if r.get("fill") != "#000"][0]
        x, y, w = float(body.get("x")), float(body.get("y")), float(body.get("width"))
        out.append((g.get("data-id"), g.get("data-at"), x + w / 2, y + w / 2, w,
                    body.get("fill"), "ghost" in cls))
    return out


def check_fixture(path, game=None):
    game = game or os.path.basename(os.path.dirname(path))
    name = game + "-" + os.path.basename(path)[:-4]
    root, png, out = render(["show", path, "--format", "svg"], name)
    if root is None:
        if out.returncode == 64 and b"draws no picture yet" in out.stderr:
            print(f"note: {game} draws no picture yet ({path} not drawn)")
            return 0
        if out.returncode == 69:   # a board its tables do not complete yet (heroes' tiles)
            print(f"note: {path} not drawn: {out.stderr.decode().strip()[:100]}...")
            return 0
        fail(f"{path}: show --format svg failed: {out.stderr.decode()}")
        return 0
    width, height, pixel = png
    if (width, height) != (int(float(root.get("width"))), int(float(root.get("height")))):
        fail(f"{name}: PNG is {width}x{height}, the SVG says {root.get('width')}x{root.get('height')}")
    layout, (tx, ty) = LAYOUT[game], board_offset(root)
    cells = {}
    for p in root.iter(NS + "polygon"):
        cell = p.get("data-cell")
        if not is_cell(layout, cell):
            continue
        pts = [tuple(map(float, q.split(","))) for q in p.get("points").split()]
        cx, cy = sum(q[0] for q in pts) / len(pts), sum(q[1] for q in pts) / len(pts)
        ex, ey = centre(layout, cell)
        if abs(cx - ex) > 0.02 or abs(cy - ey) > 0.02:
            fail(f"{name}: cell {cell} drawn at ({cx:.2f},{cy:.2f}), grid says ({ex:.2f},{ey:.2f})")
        cells[cell] = p.get("fill")
    seen, tops = {}, {}
    for c in counters(root):
        if not c[6]:
            tops[c[1]] = c
            seen[c[1]] = seen.get(c[1], 0) + 1
    for at, (uid, _, cx, cy, size, fill, _) in tops.items():
        if not is_cell(layout, at):
            continue
        ex, ey = centre(layout, at)
        if abs(cx - ex) > 0.02 or abs(cy - ey) > 0.02:
            fail(f"{name}: {uid}, top of {at}, drawn at ({cx:.2f},{cy:.2f}), the hex is at ({ex:.2f},{ey:.2f})")
        px, py = tx + cx - 0.42 * size, ty + cy + 0.42 * size
        if not near(pixel(px, py), rgb(fill)):
            fail(f"{name}: the PNG at {uid}'s corner ({px:.0f},{py:.0f}) is {pixel(px, py)}, not its colour {fill}")
        if seen[at] == 1 and at in cells and layout in ("cols", "rowcol"):
            qx, qy = tx + ex + 0.72 * R, ty + ey + 0.2 * R   # beside the counter, inside the hex
            if not near(pixel(qx, qy), rgb(cells[at])):
                fail(f"{name}: the PNG beside {uid} in {at} is {pixel(qx, qy)}, not the hex's {cells[at]}")
    return len(tops)


def check_since(game, new, old, expect):
    name = "since-" + os.path.basename(new)[:-4]
    root, png, out = render(["show", new, "--format", "svg", "--since", old], name)
    if root is None:
        fail(f"{name}: {out.stderr.decode()}")
        return
    layout, (tx, ty) = LAYOUT[game], board_offset(root)
    width, height, pixel = png
    ghosts = {c[0]: c for c in counters(root) if c[6]}
    for uid, at in expect.get("ghosts", []):
        if uid not in ghosts or ghosts[uid][1] != at:
            fail(f"{name}: no ghost of {uid} at {at}")
    changes = [g for g in root.iter(NS + "g") if g.get("class") == "changes"][0]
    starts = [(float(c.get("cx")), float(c.get("cy"))) for c in changes.iter(NS + "circle")
              if float(c.get("r")) == 4]
    places = {r.get("data-place"): (float(r.get("x")) + float(r.get("width")) / 2,
                                    float(r.get("y")) + float(r.get("height")) / 2)
              for r in root.iter(NS + "rect") if r.get("data-place")}
    for frm in expect.get("moves", []):   # from a cell, or a place such as a box
        if frm not in places and not is_cell(layout, frm):
            fail(f"{name}: no place {frm} drawn")
            continue
        ex, ey = places[frm] if frm in places else centre(layout, frm)
        if not any(abs(x - ex) < 0.02 and abs(y - ey) < 0.02 for x, y in starts):
            fail(f"{name}: no move drawn from {frm}")
    texts = [t.text for t in changes.iter(NS + "text")]
    for badge in expect.get("losses", []):
        if badge not in texts:
            fail(f"{name}: no loss badge {badge}")
    words = " ".join(t.text or "" for t in root.iter(NS + "text"))
    for w in expect.get("words", []):
        if w not in words:
            fail(f"{name}: the changes panel does not say '{w}'")


def check_odds():
    root, png, out = render(["odds", "fixtures/salerno43/commandos-2129.csv", "assault",
                             "from=2129", "to=2228", "--format", "svg"], "odds")
    if root is None:
        fail("odds --format svg: " + out.stderr.decode())
        return
    total, bars = 0, [r for r in root.iter(NS + "rect") if r.get("class") == "bar"]
    for b in bars:
        p = Fraction(b.get("data-p"))
        total += p
        if abs(float(b.get("width")) - 260 * float(p)) > 0.01 and float(b.get("width")) != 1:
            fail(f"odds: the bar of p = {p} is {b.get('width')} wide, not {260 * float(p):.2f}")
    if len(bars) != 8 or total != 1:
        fail(f"odds: {len(bars)} bars summing to {total}, expected 8 summing to 1")
    # a batch: one small chart per order, in the batch's order, each summing to 1
    root, png, out = render(["odds", "fixtures/salerno43/commandos-2129.csv", "--batch",
                             "tests/golden/data/batch.csv", "--format", "svg"], "odds-batch")
    if root is None:
        fail("odds --batch --format svg: " + out.stderr.decode())
        return
    charts = [g for g in root.iter(NS + "g") if g.get("class") == "chart"]
    want = ["assault from=2129 to=2228", "assault from=2129 to=2228 policy=always",
            "assault from=2129 to=2228 att=2cdo-a"]
    if [g.get("data-id") for g in charts] != want:
        fail(f"odds batch: charts {[g.get('data-id') for g in charts]}, expected {want}")
    tops = []
    for g in charts:
        ps = [Fraction(r.get("data-p")) for r in g.iter(NS + "rect") if r.get("class") == "bar"]
        if not ps or sum(ps) != 1:
            fail(f"odds batch: the chart of {g.get('data-id')} has bars summing to {sum(ps)}")
        tops.append(min(float(r.get("y")) for r in g.iter(NS + "rect") if r.get("class") == "bar"))
    if tops != sorted(tops) or len(set(tops)) != len(tops):
        fail(f"odds batch: the charts are not stacked one under the other ({tops})")
    width, height, pixel = png
    if (width, height) != (int(float(root.get("width"))), int(float(root.get("height")))):
        fail(f"odds batch: PNG is {width}x{height}, the SVG says {root.get('width')}x{root.get('height')}")


TMP = tempfile.mkdtemp()
n = 0
for f in sorted(glob.glob(os.path.join(ROOT, "fixtures", "*", "*.csv"))):
    n += check_fixture(os.path.relpath(f, ROOT))
# omaha's fixture has its units in boxes: the same after landing, on their hexes
tops = check_fixture("tests/golden/data/om-ashore.csv", "omaha")
if tops != 4:
    fail(f"om-ashore: {tops} hexes with counters, expected the 4 landing hexes")
n += tops
# heroes' fixtures wait for their tiles' places: a board the state describes whole,
# with Lines, elements, a hedgehog and a unit off the board
tops = check_fixture("tests/golden/data/hn-rulings.csv", "heroes")
if tops != 10:
    fail(f"hn-rulings: {tops} squares with counters, expected 10")
n += tops
if n < 10:
    fail(f"only {n} counters checked on the fixtures' pictures")
check_since("memoir44", "tests/golden/data/m44-sword-after.csv", "fixtures/memoir44/sword-beach.csv",
            {"ghosts": [("de-inf-2", "1017")], "moves": ["1019"],
             "words": ["de-inf-2 eliminated at 1017", "gb-sarm-1 moved from 1019 to 1018"]})
check_since("salerno43", "tests/golden/data/s43-markers.csv", "fixtures/salerno43/commandos-2129.csv",
            {"ghosts": [("cp-2228", "2228")], "moves": ["2129"], "losses": ["-1"],
             "words": ["2cdo-a moved from 2129 to 2228", "16pz-pio-3 lost 1 step (2 to 1)"]})
check_since("omaha", "tests/golden/data/om-ashore.csv", "fixtures/omaha/landing-turn2.csv",
            {"moves": ["box:DG1", "box:DW1"], "words": ["A/1/116 moved from box:DG1 to 0521",
                                                     "B/1/116: command changed from 29 to 1"]})
# normandie44 (hexes AABB): an overrun, the defender retreated with a step lost
check_since("normandie44", "tests/golden/data/n44-overrun-after.csv",
            "tests/golden/data/n44-overrun-go.csv",
            {"moves": ["0712", "0713"], "losses": ["-1"],
             "words": ["de-2pz-3 moved from 0712 to 0713", "us-29-116 retreated from 0713 to 0714"]})
check_odds()
subprocess.run(["rm", "-rf", TMP])
for f in failures:
    print("FAIL " + f)
sys.exit(1 if failures else 0)
