# §17.22, §19.3 with two bases in 0711: base 1 (first row, range 0) does not reach the mined
# main road of 0811, base 2 (range 1) does: T1 moves 0712-0811-0911 along the cleared road.
cmd: resolve tests/golden/data/omaha/om-19.1-two-bases-move.csv move unit=T1 via=0811 to=0911 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: grep -q '^unit,T1,1,1,tank,2,2,1,0911,' $TMP/s.csv
--- stdout
The shingle hexside 0712/0811 borders the range of the engineer base in 0711 base=2: it no longer hinders the move (§19.3).
The atditch hexside 0811/0911 borders the range of the engineer base in 0711 base=2: it no longer hinders the move (§19.3).
The mined-main of 0811 is in the range of the engineer base in 0711 base=2: cleared, it acts as a main road (§19.3).
The extended game: a move of 2 hexes along the road (§17.2).
Traffic management: the move starts on the beach hex 0712, in the range of the engineer base in 0711 base=2: a free action (§19.3).
A free action (traffic management, §19.3): the 1st Division's count stays (§7.1).
T1 moves from 0712 to 0911 (§17).
--- stderr
