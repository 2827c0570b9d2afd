# E19 (§10, Remark): at the night of the 11th the Axis, second player, declares
# a counterattack and rolls 3 (2-5): it starts the next afternoon (§10.22 b).
cmd: resolve tests/golden/data/s43-turn.csv counterattack --dice 3 -o $TMP/ca.csv
status: 0
sh: grep -qx "set,counterattack_from,12-afternoon" $TMP/ca.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The Axis player, second player, declares a counterattack at the start of the night turn (§10.2, §3.3).
Axis rolls 1d6 = 3: the counterattack starts on the next afternoon: Axis first player from 12-afternoon (§10.22 b).
--- stderr
