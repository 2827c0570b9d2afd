# victory when the number of turns is still a lost icon ('?'): exit 69.
cmd: resolve tests/golden/data/hn-sc1-unknown-end.csv victory -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/golden/data/hn-sc1-unknown-end.csv: set,end_turn is unknown ('?'): every scenario's length is an icon the seed lost ("La partie dure  Tours"); write the number from your scenario sheet (umpire-heroes(7))
