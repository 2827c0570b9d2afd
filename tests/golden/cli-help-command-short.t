# COMMAND -h is COMMAND --help.
cmd: tables -h
status: 0
--- stdout
usage: umpire tables [GAME [TABLE]]

List the tables of GAME, or print TABLE.

options:
  --tables DIR            read the tables from DIR where it has them
  --lang en|fr            the language of what umpire writes for people

see umpire(1) and the page of each game, umpire-GAME(7)
--- stderr
