# EX-16 (§2.2 remplaçant): a heavy weapon that loses a step it survives in an assault
# is not 'Détruite lors d'un assaut': loader takes the step (ruling remplacant-assault).
cmd: resolve tests/examples/data/hn-ex16-remplacant-assault.csv assault unit=brit target=mg replace=loader retreat=D6 --dice 6,1 --tables tests/golden/data/hn-tables -o $TMP/s.csv
status: 0
sh: grep -q "^unit,mg,de,mg42,D6,front,,$" $TMP/s.csv
sh: grep -q "^unit,loader,de,loader,D7,back,,$" $TMP/s.csv
--- stdout
brit (rifles) assaults mg (mg42) (core 3.2.1, 6.3).
brit rolls 1d6 = 6 + attack 3 = 9 (core 6.3).
mg rolls 1d6 = 1 + attack 1 = 2 (core 6.3).
brit wins the assault, 9 to 2 (core 6.3).
mg loses the assault: a step, and it falls back (core 6.3).
loader takes the step loss instead of mg (the heavy weapon is not destroyed) (§2.2 remplaçant).
loader loses a step: it turns to its back face (loader-r) (§3.5 Pas de Perte).
mg falls back to D6 (core 6.3).
brit takes D5 (core 6.3).
--- stderr
