# umpire new normandie44 lists its scenarios: the campaign and §11's two.
cmd: new normandie44
status: 64
--- stdout
--- stderr
scenarios of normandie44: campaign cherbourg cobra
umpire: usage: umpire new GAME SCENARIO [-o FILE]
