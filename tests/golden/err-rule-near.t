# A misspelt ruling of --rule: the nearest ruling of the state's game, exit 64.
cmd: check fixtures/salerno43/commandos-2129.csv --rule crt-defender=literal
status: 64
--- stdout
--- stderr
umpire: --rule crt-defender=literal: salerno43 has no ruling 'crt-defender'; did you mean 'crt-defender-half'? (see 'umpire rulings salerno43')
