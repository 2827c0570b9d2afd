# tests/bad/hex-works-not-a-turn.csv (see README.md): the hex column works, the turn a construction step began (§19.11, §19.21), is checked by umpire check, not first met by an order (the reshaping review). Refused at its line and field (65).
cmd: check tests/bad/hex-works-not-a-turn.csv
status: 65
--- stdout
--- stderr
umpire: tests/bad/hex-works-not-a-turn.csv:22:6: works '10-noon' is not a turn (D-morning, D-afternoon or D-night, D = 9 to 17), the one a construction step began
