# The same state, order and seed always give the same result (DESIGN.md, seeded dice):
# the command is run three times (cmd: and twice in sh:) and every output compared
# (the output itself is pinned by cli-resolve-seeded.t).
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=always --seed 7
status: 0
sh: "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=always --seed 7 > "$TMP/a" 2>&1; "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=always --seed 7 > "$TMP/b" 2>&1; cmp "$TMP/a" "$TMP/b"
sh: "$UMPIRE" resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=always --seed 7 > "$TMP/c" 2> "$TMP/c.err"; cmp "$TMP/c" "$TMP/.out" && cmp "$TMP/c.err" "$TMP/.err"
