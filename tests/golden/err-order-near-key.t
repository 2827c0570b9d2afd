# A misspelt key: the nearest key of the verb, and the game named.
cmd: odds fixtures/memoir44/sword-beach.csv fire form=1019 to=1017
status: 64
--- stdout
--- stderr
umpire: fire: unknown argument 'form'; did you mean 'from'? (see 'umpire orders memoir44')
