# help of a command that does not exist: the nearest one, exit 64.
cmd: help reslove
status: 64
--- stdout
--- stderr
umpire: help: no command 'reslove'; did you mean 'resolve'? (see 'umpire help')
