# §6.4, ruling crt-losses=per-side: def_loss naming a unit that is not a defender is a
# usage error, nothing written.
cmd: resolve tests/golden/data/n44-losses.csv assault hq=uk-xxx-corps att=uk-50-69,uk-50-231 to=1013 att_loss=uk-50-231 def_loss=uk-50-69 --tables tests/examples/data/normandie44-tables --dice 3 --rule crt-losses=per-side -o $TMP/out.csv
status: 64
sh: test ! -e $TMP/out.csv
--- stdout
--- stderr
umpire: def_loss: uk-50-69 is not one of the defender's units
