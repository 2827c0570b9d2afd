# land place= (§24.412): the commando beach 2129 is 1 hex from the Axis CP in
# 2228: refused, nothing written.
cmd: resolve tests/golden/data/s43-night9.csv land place=uk-commando,us-red,us-green,us-rangers -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: land: a beach marker goes more than 2 hexes from any Axis unit; one is 1 hex from 2129 (§24.412)
