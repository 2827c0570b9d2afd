# new GAME without a scenario lists its scenarios, one per line, exit 0.
cmd: new salerno43
status: 0
--- stdout
commandos-2129
map-examples
--- stderr
