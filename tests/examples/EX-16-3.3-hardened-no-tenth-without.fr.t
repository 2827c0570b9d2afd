# French transcript of EX-16-3.3-hardened-no-tenth-without.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-not-hardened.csv order unit=brit token=10 -o $TMP/s.csv --lang fr
status: 1
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: le cw a 9 pions Ordre numérotés : pas de pion 10 (core 3.1; §3.3 hardened)
