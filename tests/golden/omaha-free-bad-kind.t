# free= is KIND or ID:KIND: 'ranger' is not a kind umpire knows (usage).
cmd: resolve tests/examples/data/omaha-free.csv move unit=H1 to=1613 free=ranger --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 64
sh: test ! -e $TMP/s.csv
--- stdout
--- stderr
umpire: move: free=ranger: 'ranger' is not KIND or ID:KIND (KIND hero, inspired, command or leader)
