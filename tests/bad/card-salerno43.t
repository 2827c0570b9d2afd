# --card on salerno43, a game that draws no cards: a usage error, nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 loss=top policy=never --card 17 -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: --card: salerno43 draws no cards
