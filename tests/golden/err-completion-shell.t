# completion of a shell it does not know: the usage, exit 64.
cmd: completion fish
status: 64
--- stdout
--- stderr
umpire: usage: umpire completion bash|zsh (umpire completion --help)
