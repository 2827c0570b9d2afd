# land fire=uk_other (§24.11, A32): the rulebook gives no dice for the other
# British beaches: exit 69 naming the table cell.
cmd: resolve tests/golden/data/s43-landing.csv land fire=uk_other --dice 1
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/landing-fire.csv:15:2: table salerno43/landing-fire, row uk_other, column dice is unknown ('?') (§24.11): the rulebook does not give this value. Fill it in: edit tables/salerno43/landing-fire.csv, or pass --tables DIR with your own copy of landing-fire.csv.
