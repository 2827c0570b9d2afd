# A misspelt scenario: the nearest one, exit 66, nothing written.
cmd: new salerno43 commando-2129 -o $TMP/game.csv
status: 66
sh: test ! -e "$TMP/game.csv"
--- stdout
--- stderr
umpire: salerno43 has no scenario 'commando-2129'; did you mean 'commandos-2129'? (see 'umpire new salerno43')
