# §9.532 with §4.0 (ruling precipice-zoc, A24; the reshaping review): the
# assault's enemy-ZOC tests for support honour the ruling movement honours.
# m10-a, below the precipice under de-high, is in no enemy ZOC by default (no
# ZOC across a precipice, §4.0) and gives direct support; under
# precipice-zoc=from-high de-high's ZOC reaches down to it, and its direct
# support is refused (§9.532: "ne doit pas être dans une ZdC ennemie").
cmd: resolve tests/golden/data/s43-precipice-support.csv assault from=2130 to=2131 support=m10-a@1 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never -o $TMP/a.csv
status: 0
sh: "$UMPIRE" resolve tests/golden/data/s43-precipice-support.csv assault from=2130 to=2131 support=m10-a@1 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never 2>&1 >/dev/null | grep -qxF 'm10-a supports the Allied side (direct, in round 1 only) (§9.53).'
sh: ! "$UMPIRE" resolve tests/golden/data/s43-precipice-support.csv assault from=2130 to=2131 support=m10-a@1 --dice 6,6,6,6,6,6,6,6,6,6,6,6 policy=never --rule precipice-zoc=from-high -o $TMP/b.csv 2>$TMP/e && test ! -e $TMP/b.csv && grep -qxF 'umpire: assault: m10-a is in an enemy ZOC and cannot give direct support (§9.532)' $TMP/e
