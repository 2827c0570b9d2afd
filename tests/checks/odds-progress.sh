#!/usr/bin/env bash
# odds-progress.sh: odds --batch shows its progress on stderr only when stderr is
# a terminal (umpire(1)): under a pseudo-terminal the line "umpire: orders done: N,
# R a second, P% of FILE, about S s left" appears and is cleared at the end; with
# stderr on a file or a pipe, nothing (and stdout is the same either way).
set -eu
cd "$ROOT"
python3 - "$UMPIRE" <<'PY'
import os, pty, subprocess, sys
cmd = [sys.argv[1], 'odds', 'fixtures/salerno43/commandos-2129.csv', '--batch',
       'tests/golden/data/batch.csv', '--jobs', '1']
m, s = pty.openpty()
tty = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=s)
os.close(s)
seen = b''
while True:
    try:
        d = os.read(m, 65536)
    except OSError:
        break
    if not d:
        break
    seen += d
os.close(m)
plain = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
assert tty.returncode == 0 and plain.returncode == 0, (tty.returncode, plain.returncode)
assert b'\rumpire: orders done: 1, ' in seen and b'% of tests/golden/data/batch.csv' in seen, seen
assert seen.endswith(b'\r\x1b[K'), seen          # the line is cleared at the end
assert plain.stderr == b'', plain.stderr         # not a terminal: no progress
assert tty.stdout == plain.stdout and plain.stdout.startswith(b'row,name,status')
PY
