#!/usr/bin/env python3
"""games_corpus.py OUTDIR: seeds fuzz_games's corpus from the test transcripts.

Each tests/{golden,examples}/*.t whose command is `resolve STATE ORDER...` with
--dice becomes one input: the state's text, a line "%%", the order line, the
--card line (empty if none), then the dice as bytes (face - 1).
"""
import glob, os, shlex, sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
n = 0
for t in sorted(glob.glob("tests/golden/*.t") + glob.glob("tests/examples/*.t")):
    cmd = next((l[5:] for l in open(t, encoding="utf-8", errors="replace")
                if l.startswith("cmd: ")), "")
    try:
        w = shlex.split(cmd)
    except ValueError:
        continue
    if len(w) < 3 or w[0] != "resolve" or not os.path.isfile(w[1]):
        continue
    order, dice, card, i = [], [], "", 2
    while i < len(w):
        if w[i] in ("--dice", "--card") and i + 1 < len(w):
            if w[i] == "--dice":
                dice = [int(x) for x in w[i + 1].split(",") if x.isdigit()]
            else:
                card = w[i + 1]
            i += 2
        elif w[i].startswith("-"):
            i += 2
        else:
            order.append(w[i])
            i += 1
    if not dice:
        continue
    data = open(w[1], "rb").read()
    data += b"\n%%\n" + " ".join(order).encode() + b"\n" + card.encode() + b"\n"
    data += bytes((d - 1) % 256 for d in dice)
    open(os.path.join(out, os.path.basename(t) + ".in"), "wb").write(data)
    n += 1
print(f"games corpus: {n} inputs")
