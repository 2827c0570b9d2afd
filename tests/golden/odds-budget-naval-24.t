# Issue 14: the odds budget. A naval bombardment of a hex holding 24 platoons with one
# die per unit (--rule naval-roll=per-unit) is a tree of 6^24 x 36 = 1.7e20 paths:
# before the budget it ran for minutes and took gigabytes. Now the enumeration stops
# past its budget (umpire(1), "Odds budget": runs of the rules, memory of the states
# in play) and the order is refused with a message that names it and its size and
# says how to get an estimate (exit 64, as for a choice the order does not name).
cmd: odds tests/golden/data/naval-24.csv bombard kind=naval by=uk-cl-1 at=2530 --rule naval-roll=per-unit --tables tests/examples/data/tables-e16
status: 64
sh: grep -q "^umpire: odds of 'bombard kind=naval by=uk-cl-1 at=2530': too large to enumerate exactly: about 1.7e+20 paths of the dice; past the budget of 10,000,000 runs of the rules and 128 MiB of states in play at [0-9,]* runs and [0-9]* MiB; give --samples N for an estimate$" $TMP/.err
--- stdout
