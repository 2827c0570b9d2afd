# version takes no argument: the usage, exit 64.
cmd: version 2
status: 64
--- stdout
--- stderr
umpire: usage: umpire version (umpire version --help)
