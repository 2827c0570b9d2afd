# victory in the hypothetical scenario (§29.2): judged by §28.4 like the
# campaign (a draw here; §28.31 n and o change only a win), and the log says
# that §28.31's historical notes, compulsory in this scenario, are not judged.
cmd: resolve tests/golden/data/s43-victory-hypothetical.csv victory -o $TMP/v.csv
status: 0
sh: grep -qx 'set,winner,draw' $TMP/v.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
In the hypothetical scenario all of §28.3's conditions apply, and the historical notes of §28.31 the Axis must also meet, which the benchmark order judges when they fall (§29.2, §28.31; ruling historical-notes=axis).
No Axis ZOC into the 2 Salerno hexes (hex column town=Salerno) (§28.41).
1327 (Maiori): Allied control (§28.3, §28.41).
2129 (Vietri sul Mare): no control (§28.3, §28.41).
3265 (Capaccio): no control (§28.3, §28.41).
1717 (Pagani): Allied control (§28.3, §28.42).
2823 (Baronissi): Allied control (§28.3, §28.42).
3745 (Battipaglia): Axis control (§28.3, §28.42).
4338 (Montecorvino): Allied control (§28.3, §28.42).
4346 (Eboli): Axis control (§28.3, §28.42).
4447 (Eboli): Axis control (§28.3, §28.42).
Towns controlled: Allied 3, Axis 3 (3 win) (§28.42).
3 towns each, but not one Eboli hex each (Allied 0, Axis 2): any other result is a draw (§28.42).
The game is a draw (§28.42).
--- stderr
