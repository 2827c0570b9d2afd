# E4 (§6.3): resolving on the shipped combat table stops with exit 69 at the cell
# the die reads (column 2/1, die 4), and writes nothing.
cmd: resolve tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-terrain --dice 4 -o $TMP/out.csv
status: 69
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: tables/normandie44/crt.csv:16:7: table normandie44/crt, row 4, column 2/1 is unknown ('?') (§6.3, §6.4): the rulebook does not give this value. Fill it in: edit tables/normandie44/crt.csv, or pass --tables DIR with your own copy of crt.csv.
