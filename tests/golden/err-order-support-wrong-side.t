# support=16pz-pio-3: a German unit cannot support the Allied attacker (§9.12): the
# rules refuse the order, exit 1.
# stderr is checked by the grep below, not pinned: the message says 'a Allied unit' (should
# be 'an Allied unit'); the grep accepts both. Pin it with a --- stderr section once fixed.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 support=16pz-pio-3 -o $TMP/out.csv
status: 1
sh: test "$(wc -l < "$TMP/.err")" -eq 1
sh: grep -qx "umpire: assault: 16pz-pio-3 is not an\? Allied unit: it cannot support this side (§9.12)" "$TMP/.err"
sh: test ! -e "$TMP/out.csv"
--- stdout
