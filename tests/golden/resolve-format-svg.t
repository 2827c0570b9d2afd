# --format svg is for show and odds: resolve refuses it (exit 64), nothing written.
cmd: resolve fixtures/salerno43/commandos-2129.csv assault from=2129 to=2228 --format svg -o $TMP/n.csv
status: 64
sh: test ! -e $TMP/n.csv
--- stdout
--- stderr
umpire: --format svg does not apply to 'resolve' (see 'umpire resolve --help')
