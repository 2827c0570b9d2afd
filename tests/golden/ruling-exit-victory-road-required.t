# Ruling exit-victory-road=required (default, A37, §28.1, §28.11, §28.12): the victory is
# judged (here §28.42, 3 towns: the Allies).
cmd: resolve tests/golden/data/s43-victory-allied.csv victory -o $TMP/o.csv
status: 0
sh: grep -qx "set,winner,allied" $TMP/o.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
No Axis ZOC into the 2 Salerno hexes (hex column town=Salerno) (§28.41).
1327 (Maiori): Allied control (§28.3, §28.41).
2129 (Vietri sul Mare): no control (§28.3, §28.41).
3265 (Capaccio): no control (§28.3, §28.41).
1717 (Pagani): Allied control (§28.3, §28.42).
2823 (Baronissi): Allied control (§28.3, §28.42).
3745 (Battipaglia): Axis control (§28.3, §28.42).
4338 (Montecorvino): Allied control (§28.3, §28.42).
4346 (Eboli): no control (§28.3, §28.42).
4447 (Eboli): Axis control (§28.3, §28.42).
Towns controlled: Allied 3, Axis 2 (3 win) (§28.42).
The Allied player wins (§28.42).
--- stderr
