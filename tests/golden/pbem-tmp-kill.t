# Issue 13, accident 9: .tmp files stayed after a kill. umpire killed while it
# writes (here by SIGXFSZ: a 1 KB file size limit, the state being 1.3 KB) leaves
# the state as it was and no temporary file beside it: the new contents are
# written to an unnamed file (O_TMPFILE) that only gets a name once complete.
cmd: games
sh: cp fixtures/salerno43/commandos-2129.csv $TMP/s.csv && (ulimit -f 1; exec "$UMPIRE" resolve $TMP/s.csv --in-place --journal $TMP/j.csv assault from=2129 to=2228 --dice 1,1,6,6 loss=top policy=never >/dev/null 2>&1); test $? -eq 153 && cmp $TMP/s.csv fixtures/salerno43/commandos-2129.csv && test ! -e $TMP/j.csv && test "$(ls $TMP)" = s.csv
