# E16 with the rulebook's tables: a die of 2 is within the back's 2, and whether it
# is also within (P) needs the step value, which the text does not give: exit 69.
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-1 at=2530 --dice 2,4,5
status: 69
--- stdout
--- stderr
umpire: tables/salerno43/ship-backs.csv:57:4: table salerno43/ship-backs, row uk-cl,6, column step is unknown ('?') (§25.14, §16.33): the rulebook does not give this value. Fill it in: edit tables/salerno43/ship-backs.csv, or pass --tables DIR with your own copy of ship-backs.csv.
