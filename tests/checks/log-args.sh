#!/usr/bin/env bash
# log-args.sh: no step of the log fills a buffer that the code reads afterwards.
# log_step and log_stepn (core/log.h) skip their arguments when the log is quiet
# (an odds enumeration), so a name formatted into a local buffer inside them is
# never formatted there: a later line reading that buffer reads garbage (the
# grenade's odds under valgrind, stop 25). A buffer is a local char array passed
# to a call inside the step's arguments; it is read afterwards when its name
# appears later in the function outside a step, other than as the destination
# of snprintf or of the same formatting call.
set -u
exec python3 - "$ROOT" <<'PY'
import glob, re, sys
root = sys.argv[1]

def close(s, i):
    """Index just past the ')' matching the '(' before s[i]."""
    depth, j = 1, i
    while depth:
        c = s[j]
        if c in '"\'':
            q, j = c, j + 1
            while s[j] != q:
                j += 2 if s[j] == '\\' else 1
        elif c == '(':
            depth += 1
        elif c == ')':
            depth -= 1
        j += 1
    return j

def args_of(text):
    out, depth, cur = [], 0, ''
    for ch in text:
        depth += ch in '([' and 1 or ch in ')]' and -1 or 0
        if ch == ',' and depth == 0:
            out.append(cur.strip()); cur = ''
        else:
            cur += ch
    return out + [cur.strip()]

strip = lambda t: re.sub(r'"(\\.|[^"\\])*"', '""', t)
paths = sorted(glob.glob(root + '/core/**/*.[ch]', recursive=True) + glob.glob(root + '/cli/*.[ch]'))
texts = {p: strip(open(p, encoding='utf-8').read()) for p in paths}
# writes[f]: the positions of f's parameters that are char pointers or arrays
# not const, from every prototype and definition
writes = {'snprintf': {0}, 'strcpy': {0}, 'memcpy': {0}}
for s in texts.values():
    for m in re.finditer(r'^[a-z][\w \t*]*?\b(\w+)\(([^()]*)\)\s*[{;]', s, re.M):
        for k, prm in enumerate(args_of(m.group(2))):
            if re.match(r'char\s*(\*\s*\w*$|\w+\s*\[)', prm):
                writes.setdefault(m.group(1), set()).add(k)
bad = 0
for path in paths:
    if not path.endswith('.c'):
        continue
    s = texts[path]
    steps = [(m.start(), close(s, m.end())) for m in re.finditer(r'\blog_stepn?\s*\(', s)
             if s[m.start() - 1] != '(']
    in_step = lambda p: any(a <= p < b for a, b in steps)
    for a, b in steps:
        body_start = s.rfind('\n{\n', 0, a)
        arrays = {re.match(r'\**\s*(\w+)', d).group(1)
                  for decl in re.findall(r'(?<![\w(,] )\bchar\s+([^;()]*);', s[body_start:a])
                  for d in args_of(decl) if '[' in d}
        step = s[a:b]
        for c in re.finditer(r'\b(\w+)\s*\(', step):
            for k, buf in enumerate(args_of(step[c.end():close(step, c.end()) - 1])):
                if buf not in arrays or k not in writes.get(c.group(1), ()):
                    continue
                end = s.find('\n}\n', b)
                for u in re.finditer(r'(?<![\w.>])' + re.escape(buf) + r'\b', s[b:end]):
                    p = b + u.start()
                    if in_step(p):
                        continue
                    line = s[s.rfind('\n', 0, p) + 1:s.find('\n', p)]
                    if re.search(r'\b(snprintf\s*\(\s*|%s\s*\([^;]*)' % c.group(1) +
                                 re.escape(buf) + r'\b', line):
                        break       # written again first
                    print('%s:%d: %s is filled by %s() inside a log step (quiet: skipped) '
                          'and read on line %d' % (path[len(root) + 1:],
                          s.count('\n', 0, a) + 1, buf, c.group(1), s.count('\n', 0, p) + 1))
                    bad = 1
                    break
sys.exit(bad)
PY
