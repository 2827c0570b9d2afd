# E4 (§6.3) on the shipped combat table: by default odds stop with exit 69 at the
# first cell the order needs, naming table, row, column and section.
cmd: odds tests/examples/data/n44-e4.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 --tables tests/examples/data/normandie44-terrain
status: 69
--- stdout
--- stderr
umpire: tables/normandie44/crt.csv:13:7: table normandie44/crt, row 1, column 2/1 is unknown ('?') (§6.3, §6.4): the rulebook does not give this value. Fill it in: edit tables/normandie44/crt.csv, or pass --tables DIR with your own copy of crt.csv.
