# E19 (§10, Remark): in the afternoon of the 12th the counterattack starts: the
# Axis is first player and its combat phase (B a) comes first, right after its
# morning movement phase: a movement and a combat phase chained.
cmd: resolve tests/examples/data/e19-12-morning.csv turn -o $TMP/t.csv
status: 0
sh: grep -qx "set,first_player,axis" $TMP/t.csv
sh: grep -qx "set,active,axis" $TMP/t.csv
sh: grep -qx "set,counterattack,axis" $TMP/t.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
End of turn 12-morning (§3, §9.9).
Turn 12-afternoon: the Axis counterattack is under way since 12-afternoon: the Axis player is first player (§10.21, §10.22).
A. Preliminary phases: a) weather, optional (§22); b) Allied air support (§16); c) Axis air support (§16); d) Axis attack on Allied ships, once a day, morning or afternoon (§8, §3.2); e) naval bombardment (§25) (§3.1 A).
B. Axis player (first player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 B, §10).
C. Allied player (second player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 C).
--- stderr
