# There is no day 18 (§29.1: "du 9 septembre au matin jusqu'au 17 à la nuit"): a
# ship's return column of 18-morning is refused at its line and column, as
# set,turn is. The ships' columns once read it as turn 27.
cmd: check tests/golden/data/s43-turn-day-18.csv
status: 65
--- stdout
--- stderr
umpire: tests/golden/data/s43-turn-day-18.csv:26:10: return is not a turn (9-morning ...): '18-morning' (umpire-salerno43(7))
