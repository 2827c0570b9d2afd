# Issue 14: past the odds budget, --samples N gives a Monte Carlo estimate, labelled
# as such. The 24 platoons of odds-budget-naval-24.t, 20,000 sampled runs: each
# outcome's p is a count out of 20,000 with its standard error (column se); each
# platoon is immobilized on a 1-2 (back 2(0), §25.2), so the number immobilized is
# Binomial(24, 1/3), of mean 8: the estimate's mean is within 4 standard errors of
# it (sqrt(24 x 1/3 x 2/3 / 20000) = 0.016); the ammunition check (no 1 in 2d6,
# 25/36) likewise. The same order gives the same estimate (a fixed seed, never the
# state's): the second run is compared byte for byte.
cmd: odds tests/golden/data/naval-24.csv bombard kind=naval by=uk-cl-1 at=2530 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16 --samples 20000 --format csv
status: 0
sh: python3 -c "import csv,sys,fractions as F,math; r=list(csv.DictReader(open(sys.argv[1]))); p=lambda x: F.Fraction(int(x['p_num']),int(x['p_den'])); assert sum(p(x) for x in r) == 1 and all(20000 % int(x['p_den']) == 0 and x['se'] for x in r); m=float(sum(p(x)*int(x['immobilized']) for x in r)); assert abs(m - 8) < 4 * math.sqrt(24 / 3 * 2 / 3 / 20000), m; s=float(sum(p(x) for x in r if x['ship'] == 'stays')); assert abs(s - 25 / 36) < 4 * math.sqrt(25 / 36 * 11 / 36 / 20000), s" $TMP/.out
sh: "$UMPIRE" odds tests/golden/data/naval-24.csv bombard kind=naval by=uk-cl-1 at=2530 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16 --samples 20000 --format csv | cmp - $TMP/.out
sh: "$UMPIRE" odds tests/golden/data/naval-24.csv bombard kind=naval by=uk-cl-1 at=2530 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16 --samples 20000 --summary --format json | python3 -c "import json,sys; o=json.loads(sys.stdin.read()); s=o['summary']['exp_steps_lost_defender']; assert o['method'] == 'sampled' and o['samples'] == 20000 and s['num'] == 0 and s['se'] == 0"
sh: "$UMPIRE" odds tests/golden/data/naval-24.csv bombard kind=naval by=uk-cl-1 at=2530 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16 --samples 20000 | grep -q '^(an estimate from 20000 sampled runs, not exact: the order is past the odds budget)$'
--- stderr
