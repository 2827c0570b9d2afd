# T13 (§5.4, §6.1): the LXXXIV Korps HQ alone in 0713 is destroyed without a roll;
# the attack counts as us-4-8's combat. E3 (§5.4): destroyed on turn 1/B, it goes on
# the turn track for turn 2, phase B.
cmd: resolve tests/examples/data/n44-t13.csv assault hq=us-vii att=us-4-8 to=0713 --tables tests/examples/data/normandie44-tables -o $TMP/out.csv
status: 0
sh: grep -q "^hq,de-lxxxiv,german,de,2,8,available,track:2:B," $TMP/out.csv
sh: grep -q "^unit,us-4-8,.*attacked" $TMP/out.csv
--- stdout
HQ us-vii activates its combats without an Offensive marker (campaign, ruling free-activation=turns-0-1) (§11.3).
HQ us-vii is activated in Combat mode and flipped to "Finie" (§1.1.3).
0713 holds only HQ de-lxxxiv: it is destroyed without a roll, and the attack counts as the attackers' combat (§5.4, §6.1).
HQ de-lxxxiv is destroyed: it returns as a reinforcement on turn 2/B, the same phase (§5.4).
--- stderr
