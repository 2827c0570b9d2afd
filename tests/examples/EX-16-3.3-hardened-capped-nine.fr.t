# French transcript of EX-16-3.3-hardened-capped-nine.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/hn-ex16-hardened.csv order unit=ger token=9 -o $TMP/s.csv --lang fr
status: 0
sh: grep -q "^unit,ger,de,rifles,B6,front,order=9,$" $TMP/s.csv
--- stdout
Le de aurait 11 pions Ordre numérotés (10 + 1 Hardened) : jamais plus de 10 (§3.3 hardened).
ger reçoit un pion Ordre Numéroté (core 3.1).
--- stderr
