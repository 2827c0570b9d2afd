# The commandos fixture with a comment line of 200,000 characters as line 2,
# made by tests/bad/gen.sh in $TMP (too big for git): a comment has no length
# limit (the 65,536 bytes are for fields), so the state is valid, and a resolve
# writes the comment back whole. stdout names $TMP, so it is checked by sh:.
cmd: check $(sh tests/bad/gen.sh comment-200k)
status: 0
sh: test "$(cat "$TMP/.out")" = "$TMP/comment-200k.csv: valid salerno43 state"
sh: "$UMPIRE" resolve "$TMP/comment-200k.csv" assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 -o "$TMP/out.csv" && test "$(sed -n 2p "$TMP/out.csv")" = "$(sed -n 2p "$TMP/comment-200k.csv")"
sh: test "$(sed -n 2p "$TMP/out.csv" | wc -c)" -eq 200001
--- stderr
