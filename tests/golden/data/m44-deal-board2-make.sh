#!/usr/bin/env bash
# m44-deal-board2-make.sh: makes the deal files of the m44-deal-board2-*.t
# transcripts, a two-board sealed game (one deal per board, seed L482): board 1
# is m44-deal.csv and its variants (m44-deal-make.sh), board 2 is sealed here
# from the board 2 cards of m44-deal2-deck.csv, with two fixed secrets of its
# own (m44-deal2-allies.secret, m44-deal2-axis.secret: one secret in two deals
# is refused, its unlocks in one would open the other). Run from the source tree:
#   bash tests/golden/data/m44-deal-board2-make.sh
#   m44-deal2.csv     board 2 shuffled; the allies drew 0-3, the axis 4-6,
#                     each unlocked the other's, the allies showed a Firefight
set -eu
cd "$(dirname "$0")"
U=${UMPIRE:-../../../umpire}
A=m44-deal2-allies.secret B=m44-deal2-axis.secret
printf 'umpire-deal-secret,1\nside,allies\nsecret,%s\n' \
	b0a2db0a2db0a2db0a2db0a2db0a2db0a2db0a2db0a2db0a2db0a2db0a2db0a2 >$A
printf 'umpire-deal-secret,1\nside,axis\nsecret,%s\n' \
	b0a2dde0b0a2dde0b0a2dde0b0a2dde0b0a2dde0b0a2dde0b0a2dde0b0a2dde0 >$B
commit() {
	python3 -c 'import hashlib,sys; s=bytes.fromhex(sys.argv[1]); print(hashlib.blake2b(b"umpire deal secret 1\0"+s, digest_size=32).hexdigest())' \
		"$(sed -n 's/^secret,//p' "$1")"
}
rm -f m44-deal2.csv
"$U" deal new m44-deal2.csv m44-deal2-deck.csv allies axis --board 2 >/dev/null
printf 'commit,allies,%s\ncommit,axis,%s\n' "$(commit $A)" "$(commit $B)" >>m44-deal2.csv
"$U" deal shuffle m44-deal2.csv $A >/dev/null
"$U" deal shuffle m44-deal2.csv $B >/dev/null
"$U" deal shuffle m44-deal2.csv $A >/dev/null
"$U" deal draw m44-deal2.csv allies 4 >/dev/null
"$U" deal draw m44-deal2.csv axis 3 >/dev/null
"$U" deal unlock m44-deal2.csv $A >/dev/null
"$U" deal unlock m44-deal2.csv $B >/dev/null
"$U" deal open m44-deal2.csv $A Firefight >/dev/null
