#!/usr/bin/env bash
# pictures.sh: the pictures the README shows, and what every picture must be.
#
#   bash tests/checks/pictures.sh          (make test) each committed picture is what
#                                          umpire draws today, then pictures.py checks
#                                          every fixture's picture against the geometry
#   bash tests/checks/pictures.sh --write  (make pictures) draw the pictures again
#
# A picture is a fixture drawn by `umpire show --format svg`; the one of a turn is
# drawn after orders resolved on the fixture with dice typed (so it never changes),
# with --since marking what they changed. Needs rsvg-convert (Debian librsvg2-bin)
# and python3.
set -eu
ROOT=${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}
UMPIRE=${UMPIRE:-$ROOT/umpire}
export ROOT UMPIRE
cd "$ROOT"
write=0
[ "${1:-}" = --write ] && write=1
T=$(mktemp -d)
trap 'rm -rf "$T"' EXIT
status=0

# picture FILE ARG...: FILE is what `umpire ARG...` prints
picture() {
	local file=$1
	shift
	"$UMPIRE" "$@" > "$T/new.svg"
	if [ $write = 1 ]; then
		cp "$T/new.svg" "$file"
		echo "wrote $file"
	elif ! cmp -s "$T/new.svg" "$file"; then
		echo "$file is not what 'umpire $*' draws today: run make pictures"
		status=1
	fi
}

picture fixtures/salerno43/commandos-2129.svg show fixtures/salerno43/commandos-2129.csv \
	--format svg --labels
picture fixtures/memoir44/sword-beach.svg show fixtures/memoir44/sword-beach.csv --format svg
# a turn of Sword: gb-sarm-1 moves and close-assaults, gb-inf-2 fires (B-8, B-9, B-15)
s=fixtures/memoir44/sword-beach.csv
"$UMPIRE" resolve $s move unit=gb-sarm-1 path=1018 -o "$T/1.csv" >/dev/null
"$UMPIRE" resolve "$T/1.csv" assault from=1018 to=1017 --dice 1,1,2 -o "$T/2.csv" >/dev/null
"$UMPIRE" resolve "$T/2.csv" fire from=0818 to=1017 --dice 1,1 -o "$T/3.csv" >/dev/null
picture fixtures/memoir44/sword-beach-turn.svg show "$T/3.csv" --format svg --since $s \
	--region 0313-1123 --labels
picture fixtures/normandie44/cherbourg.svg show fixtures/normandie44/cherbourg.csv \
	--format svg --labels
# heroes' fixtures wait for their tiles' places (exit 69): the board of the rulings'
# test state, whose rows give it whole (Lines, elements, a hedgehog, units)
picture fixtures/heroes/rulings-board.svg show tests/golden/data/hn-rulings.csv --format svg

[ $write = 1 ] && exit 0
command -v rsvg-convert >/dev/null || { echo "rsvg-convert is missing (Debian librsvg2-bin)"; exit 1; }
python3 "$ROOT/tests/checks/pictures.py" || status=1
exit $status
