# French transcript of EX-14-18.3-range-3-commands.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/omaha-cp-3.csv command unit=P3 --tables tests/examples/data/omaha-tables -o $TMP/s.csv --lang fr
status: 0
--- stdout
P3 est sous les ordres du PC 16HQ (portée 3, 3 hexagones) (§18.3).
--- stderr
