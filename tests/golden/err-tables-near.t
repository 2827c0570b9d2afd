# A misspelt table: the nearest table of the game, exit 66.
cmd: tables omaha fires
status: 66
--- stdout
--- stderr
umpire: omaha has no table 'fires'; did you mean 'fire'? (see 'umpire tables omaha')
