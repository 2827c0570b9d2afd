#!/usr/bin/env python3
"""scale.py: umpire's work grows linearly with the size of its input
(tests/golden/scale.t). For a state of N and 10N units (check, then resolve),
and a batch of M and 10M orders, the time must grow less than 25 times: 10
times is linear, 100 quadratic. Times are the best of three runs; the larger
sizes are 100,000 units and 20,000 orders."""
import os, subprocess, sys, tempfile, time

UMPIRE = os.environ.get("UMPIRE", "./umpire")
ROOT = os.path.dirname(os.path.abspath(__file__)).rsplit("/tests/", 1)[0]
FIX = os.path.join(ROOT, "fixtures/salerno43/commandos-2129.csv")
tmp = tempfile.mkdtemp()

def state(n):
    src = open(FIX).read().split("\n")
    out, hexes = [], set()
    for line in src:
        out.append(line)
        if line.startswith("@unit"):
            for i in range(n):
                h = "%02d%02d" % (40 + (i // 2) % 60, 10 + (i // 120) % 90)
                hexes.add(h)
                out.append("unit,f%06d,axis,DE,16pz,%d,infantry,company,nato,soft,,%s,,"
                           "%d,2,2,2,6,4,,,10,normal,1,3,2,," % (i, i, h, 1 + i % 2))
    i = out.index("@hex,hex,levels,terrain,river,bank_a,position")
    out[i + 1:i + 1] = ["hex,%s,1,clear,,," % h for h in sorted(hexes)]
    path = os.path.join(tmp, "s%d.csv" % n)
    open(path, "w").write("\n".join(out))
    return path

def batch(m):
    path = os.path.join(tmp, "b%d.csv" % m)
    with open(path, "w") as f:
        f.write("order\n")
        for i in range(m):
            f.write("assault from=2129 to=2228%s\n" % (" loss=top" if i % 2 else ""))
    return path

def best(args):
    t = []
    for _ in range(3):
        t0 = time.perf_counter()
        subprocess.run([UMPIRE] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        t.append(time.perf_counter() - t0)
    return min(t)

failed = 0
for what, small, big in (
        ("check", ["check", state(10000)], ["check", state(100000)]),
        ("resolve", ["resolve", state(10000), "assault", "from=2129", "to=2228", "--seed", "1",
                     "loss=top", "policy=always"],
                    ["resolve", state(100000), "assault", "from=2129", "to=2228", "--seed", "1",
                     "loss=top", "policy=always"]),
        ("odds --batch", ["odds", FIX, "--batch", batch(2000)],
                         ["odds", FIX, "--batch", batch(20000)])):
    a, b = best(small), best(big)
    ratio = b / a
    print("%s: %.3fs, 10x the input: %.3fs (x%.1f)" % (what, a, b, ratio))
    if ratio >= 25:
        print("  not linear", file=sys.stderr)
        failed = 1
sys.exit(failed)
