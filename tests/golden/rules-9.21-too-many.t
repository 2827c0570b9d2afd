# §9.21: at most 2 companies fight from one hex.
cmd: resolve tests/golden/data/rules-stacks.csv assault from=4211 to=4111 att=uk-1,uk-2,uk-3 --dice 1,6,6,6
status: 1
--- stderr
umpire: assault: too many units fight from 4211: at most 2 companies and 2 platoons, 1 company and 4 platoons, or 6 platoons (§9.21)
