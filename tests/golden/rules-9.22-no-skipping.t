# §9.22: units fight from the top of the stack down, without skipping.
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4211 to=4111 att=uk-1,uk-3 --dice 1,6,6,6
status: 1
--- stderr
umpire: assault: att= skips a unit of 4211: units fight from the top of the stack down, without skipping (§9.22)
