# §16.1 draws «une unité WN précédemment éliminée, sans artillerie»: e3's calibre is `?` (its
# counter not typed), so whether it may be drawn is unknown: exit 69 naming the row and the
# column, nothing written (before: e3 was silently left out, as if it had artillery).
cmd: resolve tests/examples/data/omaha-ga-reoccupy-unknown.csv german-action sector=east --card '1:fire=yellow/R,red,green;target=1' drawn=e2,e1 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/examples/data/omaha-ga-reoccupy-unknown.csv:63: column calibre of eliminated WN unit e3 is unknown ('?'): §16.1 draws only units without artillery; type what its counter shows (88, rocket, another calibre, or empty)
