# §10.22 c with §29.1: on the night of the 16th the Allies declare against the
# Axis counterattack under way since 12-afternoon and roll a 6: theirs would
# start on the 18th, after the game. It changes nothing: the Axis stays first
# player on the 17th (it used to turn first player over to the Allies at once).
cmd: resolve tests/golden/data/s43-ca-night16.csv counterattack side=allied --dice 6 -o $TMP/c.csv
status: 0
sh: grep -qx 'set,counterattack_by,axis' $TMP/c.csv && grep -qx 'set,counterattack_from,12-afternoon' $TMP/c.csv
sh: $UMPIRE resolve $TMP/c.csv turn 2>&1 >/dev/null | grep -q 'the Axis player is first player'
--- stdout
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
The Allied player, second player, declares a counterattack at the start of the night turn (§10.2, §3.3).
Allied rolls 1d6 = 6: the counterattack starts on the second morning (delayed 4 turns): Allied first player from no turn of the game (§29.1: the game ends with 17-night) (§10.22 c).
