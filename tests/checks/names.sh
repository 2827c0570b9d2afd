#!/usr/bin/env bash
# names.sh: no game exports a name without its prefix (DESIGN: one namespace per
# game). Every global symbol defined by the objects of core/games/<id>/ must start
# with the game's prefix, or be the game's registration, <id>_game.
set -u
OBJ=${OBJ_DIR:-$ROOT/build}/core/games
status=0
while read -r id prefix; do
	[ -d "$OBJ/$id" ] || continue
	# the objects of today's sources only: a file removed leaves its old object
	objs=()
	for c in "$ROOT/core/games/$id"/*.c; do
		o=$OBJ/$id/$(basename "${c%.c}").o
		[ -f "$o" ] && objs+=("$o")
	done
	[ ${#objs[@]} -gt 0 ] || continue
	# __odr_asan.NAME: AddressSanitizer's marker of a global (make asan), not a name
	bad=$(nm -g --defined-only "${objs[@]}" 2>/dev/null | awk 'NF == 3 {print $3}' |
		sed 's/^__odr_asan\.//' | grep -v -e "^$prefix" -e "^${id}_game\$" | sort -u)
	if [ -n "$bad" ]; then
		echo "$id exports names without its prefix $prefix:"; echo "$bad" | sed 's/^/  /'
		status=1
	fi
done <<'GAMES'
salerno43 s43_
omaha om_
memoir44 m44_
normandie44 n44_
heroes hon_
GAMES
exit $status
