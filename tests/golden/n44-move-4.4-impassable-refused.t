# §4.4: an impassable hexside is crossed only by a special operation.
cmd: resolve tests/golden/data/n44-special.csv move unit=us-2-rgr path=0613 --tables tests/examples/data/normandie44-tables
status: 1
--- stdout
--- stderr
umpire: us-2-rgr cannot cross the impassable hexside into 0613 (only a special operation may: infiltrate op=hexside) (§4.4)
