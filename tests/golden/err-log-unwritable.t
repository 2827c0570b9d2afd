# BUG: --log to a file that cannot be opened: exit 74, but the new state has already been
# saved to -o (cmd_resolve saves the state before it opens the log file), against
# 'Nothing is written on any failure'. Expected: exit 74 and no $TMP/out.csv.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 -o $TMP/out.csv --log tests/golden/data/no-such-dir/log.txt
status: 74
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: tests/golden/data/no-such-dir/log.txt: cannot write the log: No such file or directory
