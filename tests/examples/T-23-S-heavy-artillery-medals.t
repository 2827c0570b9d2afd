# T-23 (scenario pages: German heavy artillery is worth 2 medals): British infantry
# close-assaults the battery (1 figure left) and eliminates it with a grenade
# (faces 4, 5, 5): the Allies gain 2 medals.
cmd: resolve tests/examples/data/m44-hart.csv assault from=0605 to=0604 --dice 4,5,5 -o $TMP/s.csv
status: 0
sh: grep -q "^set,medals.allies,2" $TMP/s.csv
--- stdout
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
gb-inf-1 (infantry, 4 figures) in 0605 close-assaults de-hart-1 (heavy_artillery) in 0604 at range 1 (B-9).
infantry dice at range 1: 3 (units table).
gb-inf-1 rolls 3 battle dice against de-hart-1: grenade, star, star (B-1).
de-hart-1 loses 1 figure to 1 hit (B-2).
de-hart-1 in 0604 is eliminated: 2 medals to the allies (B-15; scenario pages (heavy artillery 2 medals)).
--- stderr
