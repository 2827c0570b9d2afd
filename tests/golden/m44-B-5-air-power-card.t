# An air attack is the Air Power card (B-5; §II-AirSup L300: "lorsque ce joueur joue
# une carte Attaque aerienne"): without the card played (--card, or the order play
# that records it) it is refused; so with another card, and a second air attack
# in the same turn. Issue 12: an air attack without Air Power was accepted.
cmd: odds tests/golden/data/m44-air-groups.csv bombard by=air to=0604,0605
status: 1
sh: out=$("$UMPIRE" resolve $ROOT/tests/golden/data/m44-air-groups.csv bombard by=air to=0604 --card "Probe Left" --dice 1,1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "the card played is not Air Power"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-air-groups.csv bombard by=air to=0604 --card "Air Power" --dice 1,1 -o $TMP/s.csv && grep -q "^set,card.allies,Air Power$" $TMP/s.csv
sh: out=$("$UMPIRE" resolve $TMP/s.csv bombard by=air to=0904 --dice 1,1 2>&1); test $? = 1 && printf '%s\n' "$out" | grep -q "made this turn's air attack already"
sh: "$UMPIRE" resolve $ROOT/tests/golden/data/m44-air-groups.csv play --card "Air Power" -o $TMP/p.csv && "$UMPIRE" resolve $TMP/p.csv bombard by=air to=0904 --dice 1,1 >/dev/null
--- stdout
--- stderr
umpire: an air attack is the Air Power card: play it (order play, or --card "Air Power") (§II-AirSup L300; B-5)
