# victory (§28.4): the campaign is judged at the end of 17-night only.
cmd: resolve tests/golden/data/s43-turn.csv victory
status: 1
--- stdout
--- stderr
umpire: victory: the campaign is judged at the end of 17-night (§28.4, §29.1)
