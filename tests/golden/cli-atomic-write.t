# Writing is atomic (state_save: a temporary file, flushed, renamed):
# - killed mid-write (a 1 KB file-size limit: SIGXFSZ kills umpire while it
#   writes the 1.3 KB state), the original state is intact;
# - with the signal ignored, the write fails (EFBIG): exit 74, the original is
#   intact and no temporary file is left;
# - --journal too: a journal that cannot be written leaves state and journal as
#   they were.
cmd: games
status: 0
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/s.csv && (ulimit -f 1; exec "$UMPIRE" resolve $TMP/s.csv --in-place assault from=2129 to=2228 --dice 1,1,6,6 loss=top policy=never >/dev/null 2>&1); test $? -eq 153 && cmp $TMP/s.csv fixtures/salerno43/commandos-2129.csv
sh: rm -f $TMP/s.csv.tmp* && (trap '' XFSZ; ulimit -f 1; exec "$UMPIRE" resolve $TMP/s.csv --in-place assault from=2129 to=2228 --dice 1,1,6,6 loss=top policy=never >/dev/null 2>$TMP/e); test $? -eq 74 && cmp $TMP/s.csv fixtures/salerno43/commandos-2129.csv && grep -q "s.csv: cannot write: File too large" $TMP/e && test -z "$(ls $TMP | grep tmp)"
sh: (trap '' XFSZ; ulimit -f 1; exec "$UMPIRE" resolve $TMP/s.csv --in-place --journal $TMP/j.csv assault from=2129 to=2228 --dice 1,1,6,6 loss=top policy=never >/dev/null 2>$TMP/e); test $? -eq 74 && cmp $TMP/s.csv fixtures/salerno43/commandos-2129.csv && test ! -e $TMP/j.csv && grep -q "j.csv: cannot write the journal" $TMP/e
# Only regular files are replaced by a rename (core/file.c): a FIFO (like
# /dev/null, a player's `-o /dev/null`) is written in place and stays a FIFO;
# a symbolic link keeps pointing at the state, which gets the new contents.
sh: mkfifo $TMP/p && { timeout 10 cat $TMP/p >$TMP/got & } && "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv -o $TMP/p assault from=2129 to=2228 --dice 1,1,6,6 loss=top policy=never >/dev/null && wait && test -p $TMP/p && grep -q '^umpire-state,1,salerno43' $TMP/got
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/real.csv && ln -s real.csv $TMP/link.csv && "$UMPIRE" resolve $TMP/link.csv --in-place assault from=2129 to=2228 --dice 1,1,6,6 loss=top policy=never >/dev/null && test -L $TMP/link.csv && ! cmp -s $TMP/real.csv fixtures/salerno43/commandos-2129.csv && test -z "$(ls $TMP | grep tmp)"
