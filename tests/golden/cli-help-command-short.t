# COMMAND -h is COMMAND --help.
cmd: tables -h
status: 0
--- stdout
usage: umpire tables [GAME [TABLE]]
       umpire tables GAME --template DIR

List the tables of GAME, or print TABLE, or write them all into DIR.

options:
  --tables DIR            read the tables from DIR where it has them
  --template DIR          write the game's charts, blank where the rules give no value, into DIR

see umpire(1) and the page of each game, umpire-GAME(7)
--- stderr
