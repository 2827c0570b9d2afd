# A terrain defence value that is not a number: refused, not read as 0.
cmd: resolve tests/bad/no-fortified.csv assault from=2129 to=2228 loss=top policy=never --dice 1,1,6,6 --tables tests/bad/tables-terrain-x
status: 65
--- stdout
--- stderr
umpire: tests/bad/tables-terrain-x/salerno43/terrain.csv:11:2: table salerno43/terrain, row level2-3: defence 'x' is not a number from 0 to 99
