# A misspelt verb: the nearest verb of the state's game, and where they are listed.
cmd: resolve fixtures/omaha/landing-turn2.csv germanaction sector=east -o $TMP/out.csv
status: 64
sh: test ! -e "$TMP/out.csv"
--- stdout
--- stderr
umpire: unknown order 'germanaction' of omaha; did you mean 'german-action'? (see 'umpire orders omaha')
