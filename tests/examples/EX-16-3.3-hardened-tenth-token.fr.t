# French transcript of EX-16-3.3-hardened-tenth-token.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-hardened.csv order unit=brit token=10 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,brit,cw,rifles,B2,front,order=10,$" $TMP/s.csv
--- stdout
brit reçoit un pion Ordre Numéroté (core 3.1).
--- stderr
