# Sc-4: in a Reserve phase where no side fulfils its conditions the game goes on
# to the end of its last turn, whose number is the lost icon: exit 69.
cmd: resolve tests/golden/data/hn-sc4-reserve-none.csv victory -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: tests/golden/data/hn-sc4-reserve-none.csv: set,end_turn is unknown ('?'): every scenario's length is an icon the seed lost ("La partie dure  Tours"); write the number from your scenario sheet (umpire-heroes(7))
