#!/usr/bin/env python3
"""pbem-long.py DIR: the orders of tests/golden/pbem-honest.t: DIR/long.txt, one
Allied assault of 1,250 bytes, and DIR/turn.txt, a committed turn of 10,050
bytes (eight such assaults, the later ones refused by the rules) written with
CRLF line ends, comments, blank lines and a blank line at the end, as a mail
client or a Windows editor leaves it."""
import sys

A = 'commando-company-a-of-no2-commando-xxxx'
B = 'commando-company-b-of-no2-commando-xxxx'
C = 'cp-platoon-2228-of-the-16th-panzer-xxxx'
losses = ','.join([A, B] * 10)


def assault(policy):
    return ('assault from=2129 to=2228 att=%s,%s allied_loss=%s axis_loss=%s,%s,%s '
            'loss=top policy=%s rotate1=%s,%s rotate2=%s,%s'
            % (A, B, losses, C, C, C, policy, A, B, B, A))


d = sys.argv[1]
open(d + '/long.txt', 'w').write(assault('never') + '\n')
lines = ['# the Allied turn: one assault, then the same again until refused', '']
for i in range(8):
    lines.append(assault('never' if i % 2 == 0 else 'always'))
    lines.append('   ')
open(d + '/turn.txt', 'w', newline='').write('\r\n'.join(lines) + '\r\n\r\n')
