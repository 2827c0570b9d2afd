# Armor Overrun (B-12, base game, not in seed; BGA TakeGroundTrait.php): taking
# ground obeys the terrain's movement and battle restrictions. The armor eliminates
# the 1-figure unit in the forest (1 die, forest -2: a grenade, face 4), takes ground there, and
# may not battle again: a unit entering a forest may not battle that turn (5.2).
# Issue 12: the second battle was accepted.
cmd: resolve tests/golden/data/m44-overrun-forest.csv assault from=0605 to=0604 take=yes --dice 4 -o $TMP/s.csv
status: 0
sh: grep -q "^unit,gb-arm-1,allies,GB,armor,0604,3,,,,,battled;took_ground;entered_stop,$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv assault from=0604 to=0603 --dice 5,5,5 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "took ground in forest"
