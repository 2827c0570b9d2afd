# umpire new heroes with no scenario lists the five.
cmd: new heroes
status: 64
--- stdout
--- stderr
scenarios of heroes: sc-1 sc-2 sc-3 sc-4 sc-a
umpire: usage: umpire new GAME SCENARIO [-o FILE]
