#!/bin/sh
# tests/bad/gen.sh NAME: writes the input NAME.csv of tests/bad/ that is too big
# to keep in git into $TMP (the transcript's scratch directory), and prints its
# path, for a transcript's cmd: line:  cmd: check $(sh tests/bad/gen.sh NAME)
#   comment-200k   commandos-2129.csv with a comment line of 200,000 characters
#                  (a '#', a space and 199,998 'x') as line 2
set -eu
: "${TMP:?TMP must name a scratch directory}"
cd "$(dirname "$0")/../.."
f=fixtures/salerno43/commandos-2129.csv
case ${1:-} in
comment-200k)
	{
		sed -n 1p "$f"
		printf '%*s\n' 199998 '' | tr ' ' x | sed 's/^/# /'
		sed 1d "$f"
	} >"$TMP/$1.csv"
	;;
*)
	echo "gen.sh: unknown input '${1:-}'" >&2
	exit 64
	;;
esac
echo "$TMP/$1.csv"
