# A whole sealed deal between two players by e-mail, with fresh secrets: the
# deck made from a state's card rows, both join (secret files mode 0600), three
# shuffle steps, the starting hands (allies 4, axis 3), the unlocks, a card shown,
# a draw at the end of a turn, the secrets revealed, every message checked. The
# hands are disjoint and each is what the final check prints for its side.
cmd: deal new $TMP/none.csv fixtures/memoir44/sword-beach.csv allies axis
status: 65
sh: test ! -e $TMP/none.csv && cd $TMP && "$UMPIRE" deal new d.csv $ROOT/tests/golden/data/m44-deal-deck.csv allies axis | grep -q "a deal of 12 cards between allies and axis" && ! "$UMPIRE" deal new d.csv $ROOT/tests/golden/data/m44-deal-deck.csv allies axis 2>/dev/null
sh: cd $TMP && "$UMPIRE" deal join d.csv allies a.s >/dev/null && "$UMPIRE" deal join d.csv axis b.s >/dev/null && test "$(stat -c %a a.s)" = 600 && ! "$UMPIRE" deal join d.csv axis c.s 2>/dev/null
sh: cd $TMP && ! "$UMPIRE" deal draw d.csv allies 2>/dev/null && for s in a.s b.s a.s; do "$UMPIRE" deal shuffle d.csv $s >/dev/null || exit 1; done
sh: cd $TMP && "$UMPIRE" deal draw d.csv allies 4 >/dev/null && "$UMPIRE" deal draw d.csv axis 3 >/dev/null && "$UMPIRE" deal unlock d.csv a.s >/dev/null && "$UMPIRE" deal unlock d.csv b.s >/dev/null
sh: cd $TMP && "$UMPIRE" deal hand d.csv a.s >a.hand && "$UMPIRE" deal hand d.csv b.s >b.hand && test $(wc -l <a.hand) = 4 && test $(wc -l <b.hand) = 3 && test $(cat a.hand b.hand | cut -d, -f2 | sort -u | wc -l) = 7
sh: cd $TMP && c=$(head -1 a.hand | cut -d, -f3) && "$UMPIRE" deal open d.csv a.s "$c" | grep -q "allies shows $c" && "$UMPIRE" deal draw d.csv allies >/dev/null && "$UMPIRE" deal hand d.csv a.s 2>&1 | grep -q "waiting for axis's unlock: 1" && "$UMPIRE" deal unlock d.csv b.s >/dev/null && test $("$UMPIRE" deal hand d.csv a.s | wc -l) = 4
sh: cd $TMP && "$UMPIRE" deal reveal d.csv a.s >/dev/null && "$UMPIRE" deal reveal d.csv b.s >/dev/null && "$UMPIRE" deal check d.csv >out && grep -q "allies: secret revealed, every message checked" out && test $(grep -c ',allies$' out) = 5 && test $(grep -c ',axis$' out) = 3 && test $(grep -c ',draw$' out) = 4 && grep -q "$(sed -n 1p b.hand | cut -d, -f1-3),axis" out
--- stdout
--- stderr
umpire: fixtures/memoir44/sword-beach.csv: no card rows (id, name) to make the deck of: make them on a copy with the game's deal order
