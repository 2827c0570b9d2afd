# E19 (§10, Remark): the morning of the 12th, before the counterattack starts:
# the Allies are still first player, so the Axis has its movement phase as
# second player (C c).
cmd: resolve tests/examples/data/e19-11-night.csv turn -o $TMP/t.csv
status: 0
sh: grep -qx "set,first_player,allied" $TMP/t.csv
sh: grep -qx "set,turn,12-morning" $TMP/t.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
End of turn 11-night (§3, §9.9).
Turn 12-morning: the Allied player is first player (§3.1 B, §10.0).
A. Preliminary phases: a) weather, optional (§22); b) Allied air support (§16); c) Axis air support (§16); d) Axis attack on Allied ships, once a day, morning or afternoon (§8, §3.2); e) naval bombardment (§25) (§3.1 A).
B. Allied player (first player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 B, §10).
C. Axis player (second player, active): a) combat (§9); b) advance after combat (§11); c) movement (§5); d) reinforcements (§18); e) retreat (§21); f) works (§19, §20, §6.12) (§3.1 C).
--- stderr
