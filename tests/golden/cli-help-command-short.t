# COMMAND -h is COMMAND --help.
cmd: tables -h
status: 0
--- stdout
usage: umpire tables [GAME [TABLE]]

List the tables of GAME, or print TABLE.

options:
  --tables DIR            read the tables from DIR where it has them

see umpire(1) and the page of each game, umpire-GAME(7)
--- stderr
