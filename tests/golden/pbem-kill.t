# Issue 13, crash safety kept: kill -9 during a write never corrupts a state.
# tests/golden/data/pbem-kill.sh kills `resolve --in-place --journal --log` (by
# strace) at each of its write(2), fsync(2), linkat(2) and rename(2) calls: each
# file is then the old one or the new one, whole; the state is never ahead of
# its journal; a journal one row ahead is named by resolve and mended by `verify
# -o`; the order played again ends as an unkilled run; a temporary name left
# between a linkat and its rename is swept by the next run writing that file.
# (On the older main, a kill during the log's write left it cut short.)
cmd: games
sh: bash tests/golden/data/pbem-kill.sh $TMP
