# move (§5.6, optional, set,opt_pompeii,yes): a move may not end in Pompeii.
cmd: resolve tests/golden/data/move-pompeii.csv move unit=us-inf-p path=0711 -o $TMP/out.csv
status: 1
sh: ! test -e $TMP/out.csv
--- stdout
--- stderr
umpire: move: no unit may end a phase in Pompeii (0711; optional rule, set,opt_pompeii) (§5.6)
