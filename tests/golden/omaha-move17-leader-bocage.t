# §17.1: an HQ moves 2 hexes without restriction: through the bocage hex 0814.
# TEST STATE and TEST DATA tables (made-up map, tests/examples/data/omaha-move17.py).
cmd: resolve tests/examples/data/omaha-move17.csv move unit=H1 via=0814 to=0815 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,H1,1,1,hq,0,0,,0815,' $TMP/s.csv
--- stdout
The extended game: a move of 2 hexes (infantry, Rangers and leaders: up to 2) (§17.1).
A free action (an HQ or General): the 1st Division's count stays (§7.1).
H1 moves from 0813 to 0815 (§17).
--- stderr
