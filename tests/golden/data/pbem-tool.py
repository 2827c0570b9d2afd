#!/usr/bin/env python3
"""pbem-tool.py: what an attacker or a careful player computes on his own, for
the play-by-e-mail transcripts tests/golden/pbem-*.t. Only Python's standard
library, so nothing here shares code with umpire.

  pbem-tool.py hash FILE              BLAKE2b-256 of the file's bytes
  pbem-tool.py old-commit STATE ORDERS
        the commitment of umpire before the fair protocol: BLAKE2b-256 of the
        state's hash, a line feed and the normalised orders (no secret), which
        anyone holding the state could recompute by guessing the orders
  pbem-tool.py forge JOURNAL ROW FIELD VALUE
        set one field of one row (FIELD: seq, before, order, chance, after,
        text), then recompute every chain (a forger who knows the format)
  pbem-tool.py chance JOURNAL ROW NAME [VALUE]
        set (or with no VALUE remove) one item NAME=VALUE of a row's chance
        record, then recompute every chain
  pbem-tool.py drop JOURNAL ROW       remove a row, then recompute the chains
  pbem-tool.py rechain JOURNAL        recompute every chain
  pbem-tool.py crlf JOURNAL           every LF written CRLF, and a blank line
                                      at the end (a mail client's copy)
  pbem-tool.py commitment STATE-HASH SECRET ORDERS
        the commitment of umpire-state(5), computed here on its own (the
        state's hash is that of its canonical text: `umpire hash STATE`)
  pbem-tool.py dice-seed STATE SECRET COMMITMENT KEY
        the seed of a committed turn's dice, as umpire-state(5) defines it
  pbem-tool.py faces SEED N SIDES
        the first N faces of SIDES-sided dice of the seeded stream of SEED
        (umpire-state(5), "SEEDED DICE": BLAKE2b-256, the original ChaCha20)
  pbem-tool.py forge-turn JOURNAL COMMITMENT KEY SECRET ORDERS
        turn every order row of a journal resolved with --seed into the rows
        of a committed turn (one row per line of ORDERS), revealed by its
        last row, then recompute every chain: a forgery that replays other
        orders with the dice of a turn once its secret is known
  pbem-tool.py guess STATE COMMITMENT
        the opponent's guessing attack (issue 13, attack 1): every assault
        from 2129 (8 hexes around it, loss= and policy= in any order, 144
        guesses) committed as umpire did before the fair protocol, until one
        gives COMMITMENT; prints "found ORDER after N guesses" (exit 0) or
        "not found in N guesses" (exit 1)
  pbem-tool.py guesses                the candidate orders of guess
  pbem-tool.py grind STATE COMMITMENT WANT [MAX]
        the opponent's key grinding (issue 13, attack 1): keys key-0, key-1...
        until the first dice of "SEED:COMMITMENT:KEY" (the seed of a committed
        turn's dice before the fair protocol, all of it known to him) are WANT
        (comma-separated); prints "KEY TRIES", or exits 1 after MAX tries
The journal is printed on standard output."""
import csv
import hashlib
import io
import sys

FIELDS = ['seq', 'before', 'order', 'chance', 'after', 'chain', 'text']


def blake(data):
    return hashlib.blake2b(data, digest_size=32).hexdigest()


def normalise(text):
    out = []
    for line in text.split('\n'):
        if line.lstrip(' \t\r').startswith('#'):
            continue
        words = line.replace('\r', ' ').replace('\t', ' ').split()
        if words:
            out.append(' '.join(words) + '\n')
    return ''.join(out)


def state_seed(path):
    for line in open(path, newline='').read().split('\n'):
        if line.startswith('set,seed,'):
            return line[len('set,seed,'):].rstrip('\r')
    sys.exit('no seed in ' + path)


def commitment(state_hash, secret, orders):
    return blake(b'umpire commitment 1\0' + bytes.fromhex(state_hash) +
                 bytes.fromhex(secret) + orders.encode())


def dice_seed(seed, secret, commit, key):
    seed, key = seed.encode(), key.encode()
    msg = (b'umpire turn dice 1\0' + bytes.fromhex(commit) +
           len(seed).to_bytes(8, 'little') + seed + len(key).to_bytes(8, 'little') + key)
    return hashlib.blake2b(msg, key=bytes.fromhex(secret), digest_size=32).hexdigest()


def chacha20_block(key, nonce, counter):
    """The original ChaCha20 of D. J. Bernstein: 64-bit counter, 64-bit nonce."""
    def rotl(v, c):
        return ((v << c) & 0xffffffff) | (v >> (32 - c))

    def qr(x, a, b, c, d):
        x[a] = (x[a] + x[b]) & 0xffffffff; x[d] = rotl(x[d] ^ x[a], 16)
        x[c] = (x[c] + x[d]) & 0xffffffff; x[b] = rotl(x[b] ^ x[c], 12)
        x[a] = (x[a] + x[b]) & 0xffffffff; x[d] = rotl(x[d] ^ x[a], 8)
        x[c] = (x[c] + x[d]) & 0xffffffff; x[b] = rotl(x[b] ^ x[c], 7)
    words = lambda b: [int.from_bytes(b[i:i + 4], 'little') for i in range(0, len(b), 4)]
    st = ([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] + words(key) +
          [counter & 0xffffffff, counter >> 32] + words(nonce))
    x = st[:]
    for _ in range(10):
        qr(x, 0, 4, 8, 12); qr(x, 1, 5, 9, 13); qr(x, 2, 6, 10, 14); qr(x, 3, 7, 11, 15)
        qr(x, 0, 5, 10, 15); qr(x, 1, 6, 11, 12); qr(x, 2, 7, 8, 13); qr(x, 3, 4, 9, 14)
    return [(a + b) & 0xffffffff for a, b in zip(x, st)]


def faces(seed, n, sides):
    key = hashlib.blake2b(seed.encode(), digest_size=32).digest()
    limit = 2 ** 32 - 2 ** 32 % sides
    out = []
    for index in range(n):
        block, face = 0, None
        while face is None:
            for w in chacha20_block(key, index.to_bytes(8, 'little'), block):
                if w < limit:
                    face = w % sides + 1
                    break
            block += 1
        out.append(face)
    return out


def guesses():
    out = []
    for to in ('2028', '2029', '2030', '2128', '2130', '2228', '2229', '2230'):
        for loss in (None, 'loss=ask', 'loss=top'):
            for policy in (None, 'policy=ask', 'policy=always', 'policy=never'):
                words = [w for w in (loss, policy) if w]
                for tail in ([words, words[::-1]] if len(words) == 2 else [words]):
                    out.append(' '.join(['assault', 'from=2129', 'to=' + to] + tail))
    return out


def guess(state, commit):
    state_hash = blake(open(state, 'rb').read())
    for n, order in enumerate(guesses(), 1):
        if blake((state_hash + '\n' + order + '\n').encode()) == commit:
            print('found %s after %d guesses' % (order, n))
            return 0
    print('not found in %d guesses' % len(guesses()))
    return 1


def grind(state, commit, want, most):
    want = [int(w) for w in want.split(',')]
    seed = state_seed(state)
    for n in range(most):
        key = 'key-%d' % n
        if faces('%s:%s:%s' % (seed, commit, key), len(want), 6) == want:
            print(key, n + 1)
            return 0
    return 1


def read(path):
    rows = list(csv.reader(io.StringIO(open(path, newline='').read())))
    return rows[0], rows[1], rows[2:]


def write(head, header, rows):
    out = io.StringIO()
    w = csv.writer(out, lineterminator='\n')
    w.writerow(head)
    w.writerow(header)
    prev = ''
    for r in rows:
        h = hashlib.blake2b(digest_size=32)
        h.update(prev.encode() + b'\0')
        for k, f in enumerate(r):
            if k != 5:
                h.update(f.encode() + b'\0')
        r[5] = prev = h.hexdigest()
        w.writerow(r)
    sys.stdout.write(out.getvalue())


def main(argv):
    cmd = argv[1]
    if cmd == 'hash':
        print(blake(open(argv[2], 'rb').read()))
    elif cmd == 'old-commit':
        state_hash = blake(open(argv[2], 'rb').read())
        orders = normalise(open(argv[3], newline='').read())
        print(blake((state_hash + '\n' + orders).encode()))
    elif cmd == 'forge':
        head, header, rows = read(argv[2])
        rows[int(argv[3])][FIELDS.index(argv[4])] = argv[5]
        write(head, header, rows)
    elif cmd == 'chance':
        head, header, rows = read(argv[2])
        r = rows[int(argv[3])]
        items = [i for i in r[3].split(';') if i and not i.startswith(argv[4] + '=')]
        if len(argv) > 5:
            items.append(argv[4] + '=' + argv[5])
        r[3] = ';'.join(items)
        write(head, header, rows)
    elif cmd == 'rechain':
        write(*read(argv[2]))
    elif cmd == 'commitment':
        print(commitment(argv[2], argv[3], normalise(open(argv[4], newline='').read())))
    elif cmd == 'dice-seed':
        print(dice_seed(state_seed(argv[2]), argv[3], argv[4], argv[5]))
    elif cmd == 'faces':
        print(','.join(str(f) for f in faces(argv[2], int(argv[3]), int(argv[4]))))
    elif cmd == 'forge-turn':
        head, header, rows = read(argv[2])
        orders = normalise(open(argv[6], newline='').read())
        for k, r in enumerate(rows[1:], 1):
            items = [i for i in r[3].split(';') if i and not i.startswith('seed=')]
            items += ['commit=' + argv[3], 'key=' + argv[4], 'line=%d' % k]
            if k == len(rows) - 1:
                items.append('secret=' + argv[5])
                r[6] = orders
            r[3] = ';'.join(items)
        write(head, header, rows)
    elif cmd == 'drop':
        head, header, rows = read(argv[2])
        del rows[int(argv[3])]
        for k, r in enumerate(rows):
            r[0] = str(k)
        write(head, header, rows)
    elif cmd == 'guess':
        sys.exit(guess(argv[2], argv[3]))
    elif cmd == 'guesses':
        print('\n'.join(guesses()))
    elif cmd == 'grind':
        sys.exit(grind(argv[2], argv[3], argv[4], int(argv[5]) if len(argv) > 5 else 100000))
    elif cmd == 'crlf':
        data = open(argv[2], 'rb').read()
        sys.stdout.buffer.write(data.replace(b'\n', b'\r\n') + b'\r\n')
    else:
        sys.exit('unknown command ' + cmd)


main(sys.argv)
