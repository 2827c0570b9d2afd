# French transcript of n44-T13-5.4-lone-hq.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-t13.csv assault hq=us-vii att=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv --lang fr
status: 0
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,track:2:B," $TMP/out.csv
sh: grep -q "^unit,us-4-8,.*attacked" $TMP/out.csv
--- stdout
L'EM us-vii active ses combats sans marqueur « Offensive » (campagne, arbitrage free-activation=turns-0-1) (§11.3).
L'EM us-vii est activé en mode Combat et retourné sur "Finie" (§1.1.3).
0713 ne contient que l'EM de-lxxxiv : il est détruit sans jet, et l'attaque compte comme le combat des attaquants (§5.4, §6.1).
L'EM de-lxxxiv est détruit : il revient en renfort au tour 2/B, même phase (§5.4).
--- stderr
