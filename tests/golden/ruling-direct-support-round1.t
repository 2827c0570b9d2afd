# Ruling direct-support=round1 (A13): a single-valued direct supporter supports in round 1
# only, so naming round 2 is refused and nothing is written.
cmd: resolve tests/golden/data/rules-support.csv assault from=4211 to=4111 support=m10-a@2 --dice 1,1,6,6 --rule direct-support=round1 -o $TMP/o.csv
status: 1
sh: ! test -e $TMP/o.csv
--- stdout
--- stderr
umpire: assault: m10-a gives direct support in round 1 only (ruling direct-support=round1)
