#!/usr/bin/env bash
# m44-deal-make.sh: makes the deal files of the m44-deal-*.t transcripts from the
# deck m44-deal-deck.csv and two fixed secrets (m44-deal-allies.secret,
# m44-deal-axis.secret: a real game draws them at random with `umpire deal
# join`; the commitments are written here with Python's hashlib, by the formula
# of umpire-state(5), "Deal files"). Run from the source tree:
#   bash tests/golden/data/m44-deal-make.sh
#   m44-deal.csv      shuffled; the allies drew 0-3, the axis 4-6, each unlocked
#                     the other's, the allies showed one card
#   m44-deal-end.csv  the same, both secrets revealed
#   m44-deal-empty.csv m44-deal.csv played on to an empty draw pile: the
#                     allies drew 7-9, the axis 10-11, each unlocked the
#                     other's, the axis showed one card and the allies another
#   m44-deal-reshuffled.csv the same, the three discards reshuffled (round 1,
#                     positions 12-14), the allies drew 12 and showed it, the
#                     axis drew 13, both secrets revealed
#   m44-deal-recon.csv m44-deal.csv, the allies showing Recon Right (position
#                     3), which m44-deal-due.csv (written by hand) plays
#   m44-deal-ambush.csv the end of that turn drawn (positions 7 and 8 to the
#                     allies), the Recon's discard shown (Assault Right), the
#                     axis showing Move Out!, which m44-deal-ambush-state.csv
#                     (the state after the end and that play) plays; the
#                     allies hold the Ambush at position 8, not shown
#   m44-deal-due-journal.csv the journal of m44-deal-due.csv's end, resolved
#                     with --deal m44-deal-recon.csv: it owes the allies 2 draws
#   m44-deal-bad-*.csv hostile copies (below)
set -eu
cd "$(dirname "$0")"
U=${UMPIRE:-../../../umpire}
A=m44-deal-allies.secret B=m44-deal-axis.secret
printf 'umpire-deal-secret,1\nside,allies\nsecret,%s\n' \
	a11e5a11e5a11e5a11e5a11e5a11e5a11e5a11e5a11e5a11e5a11e5a11e5a11e >$A
printf 'umpire-deal-secret,1\nside,axis\nsecret,%s\n' \
	a8150a8150a8150a8150a8150a8150a8150a8150a8150a8150a8150a8150a815 >$B
commit() {
	python3 -c 'import hashlib,sys; s=bytes.fromhex(sys.argv[1]); print(hashlib.blake2b(b"umpire deal secret 1\0"+s, digest_size=32).hexdigest())' \
		"$(sed -n 's/^secret,//p' "$1")"
}
rm -f m44-deal.csv
"$U" deal new m44-deal.csv m44-deal-deck.csv allies axis >/dev/null
printf 'commit,allies,%s\ncommit,axis,%s\n' "$(commit $A)" "$(commit $B)" >>m44-deal.csv
"$U" deal shuffle m44-deal.csv $A >/dev/null
"$U" deal shuffle m44-deal.csv $B >/dev/null
"$U" deal shuffle m44-deal.csv $A >/dev/null
"$U" deal draw m44-deal.csv allies 4 >/dev/null
"$U" deal draw m44-deal.csv axis 3 >/dev/null
"$U" deal unlock m44-deal.csv $A >/dev/null
"$U" deal unlock m44-deal.csv $B >/dev/null
"$U" deal open m44-deal.csv $A "$("$U" deal hand m44-deal.csv $A | head -1 | cut -d, -f2)" >/dev/null
cp m44-deal.csv m44-deal-end.csv
"$U" deal reveal m44-deal-end.csv $A >/dev/null
"$U" deal reveal m44-deal-end.csv $B >/dev/null
cp m44-deal.csv m44-deal-empty.csv
"$U" deal draw m44-deal-empty.csv allies 3 >/dev/null
"$U" deal draw m44-deal-empty.csv axis 2 >/dev/null
"$U" deal unlock m44-deal-empty.csv $A >/dev/null
"$U" deal unlock m44-deal-empty.csv $B >/dev/null
"$U" deal open m44-deal-empty.csv $B "$("$U" deal hand m44-deal-empty.csv $B | head -1 | cut -d, -f2)" >/dev/null
"$U" deal open m44-deal-empty.csv $A "$("$U" deal hand m44-deal-empty.csv $A | head -1 | cut -d, -f2)" >/dev/null
cp m44-deal-empty.csv m44-deal-reshuffled.csv
for s in $A $B $A $B; do "$U" deal reshuffle m44-deal-reshuffled.csv $s >/dev/null; done
"$U" deal draw m44-deal-reshuffled.csv allies >/dev/null
"$U" deal draw m44-deal-reshuffled.csv axis >/dev/null
"$U" deal unlock m44-deal-reshuffled.csv $A >/dev/null
"$U" deal unlock m44-deal-reshuffled.csv $B >/dev/null
"$U" deal open m44-deal-reshuffled.csv $A "$("$U" deal hand m44-deal-reshuffled.csv $A | grep '^12,' | cut -d, -f2)" >/dev/null
"$U" deal reveal m44-deal-reshuffled.csv $A >/dev/null
"$U" deal reveal m44-deal-reshuffled.csv $B >/dev/null
# Hostile copies: step 1 giving position 1 the point of position 0 (a card
# duplicated), an unlock of position 7, which nobody drew.
p0=$(sed -n 's/^lock,1,0,//p' m44-deal.csv)
sed "s/^lock,1,1,.*/lock,1,1,$p0/" m44-deal.csv >m44-deal-bad-dup.csv
{ cat m44-deal.csv; echo "unlock,7,allies,$(sed -n 's/^unlock,4,allies,//p' m44-deal.csv)"; } \
	>m44-deal-bad-unlock.csv
# The draws a state owes (m44-deal-due-*.t, m44-deal-ambush*.t).
cp m44-deal.csv m44-deal-recon.csv
"$U" deal open m44-deal-recon.csv $A "Recon Right" >/dev/null
t=$(mktemp) && trap 'rm -f "$t"' EXIT
rm -f m44-deal-due-journal.csv
"$U" resolve m44-deal-due.csv end --deal m44-deal-recon.csv --journal m44-deal-due-journal.csv \
	-o "$t" >/dev/null
{
	echo 'umpire-state,1,memoir44'
	echo '# m44-deal-due.csv after its end of turn (the allies owed 6 draws, one'
	echo '# discard shown) and the axis playing Move Out!, shown at position 5 of'
	echo '# m44-deal-ambush.csv: made by m44-deal-make.sh.'
	"$U" resolve "$t" play --card "Move Out!" 2>/dev/null | sed '1d;/^#/d'
} >m44-deal-ambush-state.csv
cp m44-deal-recon.csv m44-deal-ambush.csv
"$U" deal draw m44-deal-ambush.csv allies --state "$t" >/dev/null
"$U" deal unlock m44-deal-ambush.csv $B >/dev/null
"$U" deal open m44-deal-ambush.csv $A "Assault Right" >/dev/null
"$U" deal open m44-deal-ambush.csv $B "Move Out!" >/dev/null
