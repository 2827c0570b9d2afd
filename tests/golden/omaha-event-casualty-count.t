# §13.12: the number of units a card removes is not in the text: casualty-1 without -N stops
# with exit 69.
cmd: resolve tests/examples/data/omaha-depth.csv event --card 'event=1-16/none,17-31/casualty-1' --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 69
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: card 0 (0: typed without a number), event_b: the number of units casualty-1 removes from the casualty box is not in the text (§13.12): write it as casualty-1-N
