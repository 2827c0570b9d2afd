# umpire new heroes with no scenario lists the five, one a line, exit 0.
cmd: new heroes
status: 0
--- stdout
sc-1
sc-2
sc-3
sc-4
sc-a
--- stderr
