# French transcript of n44-E4-6.3-resolve-chart-unknown.t (issue 19): its steps, line for line.
cmd: resolve tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-terrain --dice 4 -o $TMP/out.csv --lang fr
status: 69
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tables/normandie44/crt.csv:16:7: table normandie44/crt, ligne « 4 », colonne « 2/1 » inconnue ('?') (§6.3, §6.4) : le livret de règles ne donne pas cette valeur. Complétez-la : modifiez tables/normandie44/crt.csv, ou passez --tables DIR avec votre propre copie de crt.csv.
