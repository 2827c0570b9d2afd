# A misspelt game: the nearest one, exit 64.
cmd: orders salerno
status: 64
--- stdout
--- stderr
umpire: unknown game 'salerno'; did you mean 'salerno43'? (see 'umpire games')
