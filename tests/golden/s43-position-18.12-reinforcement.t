# §18.12 (issue 12): "Dans un hex où viennent d'arriver des unités venant
# d'entrer en jeu, le joueur ne peut pas achever une construction lors de la
# phase de travaux." The IP begun in 2738 would complete now (§19.11), but
# re-r entered the game there this turn: refused, nothing written; the IP
# stays under construction for a later works phase.
cmd: resolve tests/golden/data/s43-works-arrived.csv position hex=2738 units=re-d -o $TMP/o.csv
status: 1
sh: test ! -e $TMP/o.csv
--- stdout
--- stderr
umpire: position: re-r entered the game in 2738 this turn: no construction is completed there in this works phase (§18.12)
