# The reshuffle of a sealed deck (umpire(1) "Secret hands", B-5). The draw pile
# of m44-deal-empty.csv is empty and three cards were shown (positions 0, 1,
# 4): the four messages (allies, axis, allies, axis) take them into round 1,
# positions 12-14. Replayed below from the two fixed secrets, each step is the
# one m44-deal-reshuffled.csv holds; deal check says who owes the next
# message meanwhile; the hands held are not touched; draws go on over the new
# positions and a card shown before comes round again. The check of the
# whole file (both secrets revealed) recomputes every round and lists every
# position: 12 (Barrage, shown at 4 in round 0) drawn again by the allies, 14
# still in the draw pile. Then Their Finest Hour shown lets a reshuffle begin
# with cards in the pile (the 5 undealt and the 2 shown), checked at the reveal.
cmd: deal check tests/golden/data/m44-deal-reshuffled.csv
status: 0
sh: cd $TMP && G=$ROOT/tests/golden/data && cp $G/m44-deal-empty.csv d.csv && "$UMPIRE" deal hand d.csv $G/m44-deal-allies.secret >a.before && "$UMPIRE" deal reshuffle d.csv $G/m44-deal-allies.secret | grep -q "reshuffle 1 of 3 cards, step 1 of 4 by allies" && "$UMPIRE" deal check d.csv | grep -q "next: reshuffle 1, step 2 of 4, axis's" && "$UMPIRE" deal reshuffle d.csv $G/m44-deal-axis.secret >/dev/null && "$UMPIRE" deal reshuffle d.csv $G/m44-deal-allies.secret >/dev/null && "$UMPIRE" deal reshuffle d.csv $G/m44-deal-axis.secret | grep -q "step 4 of 4 by axis" && test "$(grep ^reshuffle, d.csv)" = "$(grep ^reshuffle, $G/m44-deal-reshuffled.csv)" && "$UMPIRE" deal hand d.csv $G/m44-deal-allies.secret | cmp - a.before
sh: cd $TMP && G=$ROOT/tests/golden/data && "$UMPIRE" deal draw d.csv allies 3 | grep -q "allies draws positions 12 to 14" && "$UMPIRE" deal check d.csv | grep -q "next: axis unlocks 3 positions" && "$UMPIRE" deal unlock d.csv $G/m44-deal-axis.secret >/dev/null && "$UMPIRE" deal hand d.csv $G/m44-deal-allies.secret >a.after && test "$(head -5 a.after)" = "$(cat a.before)" && test "$(tail -3 a.after | cut -d, -f2 | sort | tr '\n' ' ')" = "c07 c11 c12 " && "$UMPIRE" deal open d.csv $G/m44-deal-allies.secret c07 | grep -q "allies shows Firefight (c07, position 13)"
sh: cd $TMP && G=$ROOT/tests/golden/data && sed 's/^card,c12,Barrage$/card,c12,Their Finest Hour/' $G/m44-deal.csv >t.csv && ! "$UMPIRE" deal reshuffle t.csv $G/m44-deal-allies.secret 2>/dev/null && "$UMPIRE" deal open t.csv $G/m44-deal-axis.secret "Their Finest Hour" >/dev/null && "$UMPIRE" deal reshuffle t.csv $G/m44-deal-allies.secret | grep -q "reshuffle 1 of 7 cards" && for s in axis allies axis; do "$UMPIRE" deal reshuffle t.csv $G/m44-deal-$s.secret >/dev/null || exit 1; done && "$UMPIRE" deal draw t.csv axis 7 | grep -q "positions 12 to 18" && "$UMPIRE" deal reveal t.csv $G/m44-deal-allies.secret >/dev/null && "$UMPIRE" deal reveal t.csv $G/m44-deal-axis.secret >/dev/null && "$UMPIRE" deal check t.csv >out && test $(grep -c ',reshuffled$' out) = 5 && test $(grep -c '^1[2-8],.*,axis$' out) = 7 && test "$(grep '^1[2-8],' out | cut -d, -f2 | sort | tr '\n' ' ')" = "$({ grep ',reshuffled$' out | cut -d, -f2; echo c07; echo c12; } | sort | tr '\n' ' ')"
--- stdout
tests/golden/data/m44-deal-reshuffled.csv: 12 cards, shuffle done, 14 drawn, 4 shown
tests/golden/data/m44-deal-reshuffled.csv: 1 reshuffle, 1 cards in the draw pile
allies: secret revealed, every message checked
axis: secret revealed, every message checked
0,c07,Firefight,allies
1,c11,Air Power,allies
2,c09,Attack Centre,allies
3,c04,Recon Right,allies
4,c12,Barrage,axis
5,c05,Move Out!,axis
6,c06,Dig-In,axis
7,c10,Assault Right,allies
8,c03,Ambush,allies
9,c01,Probe Centre,allies
10,c02,Attack Left,axis
11,c08,Probe Left,axis
12,c12,Barrage,allies
13,c07,Firefight,axis
14,c11,Air Power,draw
