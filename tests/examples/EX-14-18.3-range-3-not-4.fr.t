# French transcript of EX-14-18.3-range-3-not-4.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-cp-3.csv command unit=P4 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
--- stdout
P4 n'est sous les ordres d'aucun HQ, Général ou PC (§11.2).
--- stderr
