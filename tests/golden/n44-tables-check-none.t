# check --tables DIR with no table of any game in DIR/GAME/: exit 66.
cmd: check --tables tests/examples/data/normandie44-tables
status: 66
--- stdout
--- stderr
umpire: tests/examples/data/normandie44-tables holds no table of any game (GAME/NAME.csv; name the GAME to check NAME.csv; see 'umpire tables GAME')
