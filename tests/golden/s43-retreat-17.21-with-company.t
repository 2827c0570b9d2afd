# §17.21: "Un platoon attaché à une compagnie de la 36ème ne peut pas quitter
# librement la compagnie lors d'une retraite": us-m4 (flag with=us-142-a)
# retreats with its company, on the company's die, to the same hex; both lose
# their withdraw marker and stack together in 2662. When a -1 announced and a
# 1 remove the company from play, the platoon is left with no company in its
# hex: it keeps its withdraw and retreats by its own order.
cmd: resolve tests/golden/data/s43-attached.csv retreat unit=us-142-a --dice 2 path=2663,2662 -o $TMP/a.csv
status: 0
sh: grep -q '^unit,us-142-a,.*,2662,,1,2,2,.*,$' $TMP/a.csv
sh: grep -q '^unit,us-m4,.*,2662,,2,1,1,.*,model=M4;with=us-142-a$' $TMP/a.csv
sh: $UMPIRE resolve tests/golden/data/s43-attached.csv retreat unit=us-142-a announce=-1 --dice 1 -o $TMP/z.csv >/dev/null && grep -q '^unit,us-142-a,.*,eliminated,' $TMP/z.csv && grep -q '^unit,us-m4,.*,2664,.*;withdraw$' $TMP/z.csv
sh: $UMPIRE resolve $TMP/z.csv retreat unit=us-m4 --dice 1 path=2663 -o $TMP/z2.csv >/dev/null && grep -q '^unit,us-m4,.*,2663,' $TMP/z2.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-m4, attached to us-142-a, does not leave it: it retreats with it (§17.21).
us-142-a rolls 1d6 = 2: retreat 2 hexes (§21.2).
us-m4 retreats with us-142-a to 2662 (§17.21).
us-142-a retreats 2 hexes: 2663, 2662 (in supply, §21.7) (§21.3).
--- stderr
