# --format bogus: not text, csv or json: exit 64.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top --dice 1,1,6,6 --format bogus -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --format bogus: not text, csv, json or svg
