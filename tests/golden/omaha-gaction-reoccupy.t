# §16.1: an empty WN re-occupies from the eliminated WN units, which the state does
# not keep: refused, nothing written.
cmd: resolve tests/examples/data/omaha-ga-wn-empty.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' -o $TMP/s.csv
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: german-action: WN62 re-occupies (§16.1): the eliminated WN units it draws from are not kept in the state (not implemented, umpire-omaha(7))
