# move (§18.42, §24.31): units landed by 'land units=' (flag entered) stay on
# their beach at night, and on the morning of the 9th; the same fixture with
# set,turn changed to 10-night, then 9-morning: both moves refused, nothing
# written. The order below (10-morning) is the legal case of
# move-landed-zoc-one-hex.t.
cmd: resolve tests/golden/data/move-beach-zoc.csv move unit=us-landed path=2020 opp_fire=no -o $TMP/out.csv
status: 0
sh: sed 's/^set,turn,10-morning$/set,turn,10-night/' tests/golden/data/move-beach-zoc.csv > $TMP/n.csv
sh: ! $UMPIRE resolve $TMP/n.csv move unit=us-landed path=2020 opp_fire=no -o $TMP/x.csv 2>$TMP/err
sh: grep -qxF 'umpire: move: at night Allied reinforcements are placed on the beaches and may not move from them (us-landed landed this turn) (§18.42)' $TMP/err
sh: sed 's/^set,turn,10-morning$/set,turn,9-morning/' tests/golden/data/move-beach-zoc.csv > $TMP/m.csv
sh: ! $UMPIRE resolve $TMP/m.csv move unit=us-landed path=2020 opp_fire=no -o $TMP/y.csv 2>$TMP/err2
sh: grep -qF '(§24.31)' $TMP/err2
sh: test ! -e $TMP/x.csv && test ! -e $TMP/y.csv
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
us-landed: movement allowance 8, on foot (§2.12).
us-landed has already spent 5 MP this turn: 3 left (§5.11).
us-landed landed this turn on the beach 1920, in an Axis ZOC or under an RMF = 0 marker: it may move one hex, not across a river (§24.22).
2020: +2 MP (on foot), 2 of 3 MP spent (§5.22).
Moved to 2020: 1 hex entered (§5.1).
--- stderr
