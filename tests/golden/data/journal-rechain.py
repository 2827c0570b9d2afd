#!/usr/bin/env python3
"""journal-rechain.py JOURNAL: print the journal with every chain recomputed
(a forger who changed a row and knows journal.h's chain), for the test
tests/golden/cli-journal-forgeries.t."""
import csv, hashlib, io, sys

lines = open(sys.argv[1], newline='').read()
rows = list(csv.reader(io.StringIO(lines)))
out = io.StringIO()
w = csv.writer(out, lineterminator='\n')
w.writerow(rows[0])
w.writerow(rows[1])
prev = ''
for r in rows[2:]:
    h = hashlib.blake2b(digest_size=32)
    h.update(prev.encode() + b'\0')
    for k, f in enumerate(r):
        if k != 5:
            h.update(f.encode() + b'\0')
    r[5] = prev = h.hexdigest()
    w.writerow(r)
sys.stdout.write(out.getvalue())
