# pick=foo on direct naval fire: it was taken as pick=ask without a word (the
# order waited for the owner's choice); now a usage error (64), nothing written.
cmd: resolve tests/examples/data/e17.csv bombard kind=naval by=us-cl-a at=1226 pick=foo -o $TMP/out.csv
status: 64
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: bombard: pick=foo is not ask or top
