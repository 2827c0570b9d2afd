# paradrop (§22.42, §3.3 A a): the rain on record was rolled in 13-afternoon,
# not this night: it does not cancel the drops (it did); the night's weather
# roll comes first, so the order is refused and nothing is written.
cmd: resolve tests/golden/data/s43-drop-stale-rain.csv paradrop -o $TMP/p.csv
status: 1
sh: test ! -e $TMP/p.csv
--- stdout
--- stderr
umpire: paradrop: the weather was last rolled in 13-afternoon; roll this night's first (umpire resolve STATE weather) (§3.3 A a, §22.42)
