# A destroyer (range 8, 3-3-2-2-1-1-1-1, §III-Destroyer L362) bombards the German
# heavy artillery at range 8: 1 die. A flag makes the battery retreat; two hexes are
# open, so the Axis player's choice is asked as a pending decision.
cmd: resolve fixtures/memoir44/sword-beach.csv bombard from=0721 to=0613 --dice 6 -o $TMP/s.csv
status: 0
sh: grep -q "^pending,1,axis,retreat,0512|0612," $TMP/s.csv && "$UMPIRE" resolve $TMP/s.csv decide 0512 | grep -q "^unit,de-hart-1,axis,DE,heavy_artillery,0512,"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-dd-1 (destroyer, 1 figure) in 0721 fires at de-hart-1 (heavy_artillery) in 0613 at range 8 (B-9, §6.2).
destroyer dice at range 8: 1 (§III-HeavyArty L338, §III-Destroyer L362).
gb-dd-1 rolls 1 battle die against de-hart-1: flag (B-1).
de-hart-1 must retreat 1 hex and may end on 0512|0612: the axis player chooses (answer with 'umpire resolve STATE decide HEX') (pending).
--- stderr
