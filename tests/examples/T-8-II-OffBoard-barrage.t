# T-8 (§II-OffBoard L318): a Recon 1 played as an off-board barrage on German armor
# (3 figures) in a village behind sandbags: 4 dice, terrain ignored, armor, star,
# infantry, flag (faces 3, 5, 1, 6): armor symbol and star hit (2 losses, 1 figure
# left), the infantry symbol does not; the flag forces a 1-hex retreat that the
# sandbags may not cancel. The Allies' reinforcement roll is then hand + 2 (literal
# reading, ruling recon-barrage-dice=plus2): 8 dice.
cmd: resolve tests/examples/data/m44-barrage.csv bombard by=barrage to=0605 retreat=0604 --card "Recon 1 Centre" --dice 3,5,1,6 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,de-arm-1,axis,DE,armor,0604,1," $TMP/s.csv
sh: "$UMPIRE" resolve $ROOT/tests/examples/data/m44-barrage.csv reinforce recon1=barrage --dice 6,6,6,6,6,6,6,6 | grep -q "^set,flag_moves.allies,8"
sh: out=$("$UMPIRE" resolve $ROOT/tests/examples/data/m44-barrage.csv bombard by=barrage to=0605 --card "Probe Centre" --dice 3,5,1,6 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "a Recon 1 played as a barrage"
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
A Recon 1 played as an off-board barrage on de-arm-1: 4 dice, terrain ignored; symbol, grenade and star hit; flags may not be ignored (§II-OffBoard L318).
Allied off-board barrage rolls 4 battle dice against de-arm-1: armor, star, infantry, flag (B-1).
de-arm-1 loses 2 figures to 2 hits (B-2).
de-arm-1 retreats 1 hex from 0605 to 0604 (B-11).
The sandbag in 0605 goes with the unit that left the hex: removed (base game 5.2, not in seed; BGA Sandbag.php).
The allies play Recon Centre (B-7).
--- stderr
