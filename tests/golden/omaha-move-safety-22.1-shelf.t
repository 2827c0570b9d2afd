# §22.1 (variant): D/1/16 moves from the beach into the shelf hex 0709, outside every German field: a safety move, free.
cmd: resolve tests/examples/data/omaha-safety-22.1.csv move unit=D/1/16 to=0709 --tables tests/examples/data/omaha-tables -o $TMP/s.csv
status: 0
sh: ! grep -q '^set,actions' $TMP/s.csv && grep -q '^unit,D/1/16,1,1,inf,3,3,1,0709,' $TMP/s.csv
--- stdout
A safety move of the Effective Allied Bombardment variant: into the shelf hex 0709, outside every German unit's field of fire: a free action (§22.1).
A free action (a safety move, §22.1): the 1st Division's count stays (§7.1).
D/1/16 moves from 0609 to 0709 (§7.3).
--- stderr
