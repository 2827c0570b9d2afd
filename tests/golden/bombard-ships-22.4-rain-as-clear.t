# Ruling ship-attack-rain=as-clear (§22.4, digest O9, A19): in rain the attack is
# made and hits as in clear weather: a morning 4 hits a ship other than a BB, here
# uk-cl, named by the Axis (us-dd could have been). By default (§8.6) the same
# order is refused: bombard-ships-8.6-rain-refused.
cmd: resolve tests/examples/data/ships-rain.csv bombard kind=ships at=2540 hit=uk-cl --dice 1,3 --rule ship-attack-rain=as-clear
status: 0
sh: grep -q '^ship,uk-cl,UK,CL,off,' "$TMP/.out"
sh: grep -q '^set,ship_attack_day,10$' "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
Axis air attack on the ships in 2540 (morning turn) (§8.1).
Rain: the attack is made and hits as in clear weather (rain this turn) (§22.4; ruling ship-attack-rain).
Axis rolls 2d6 = 1+3 = 4: a hit on a ship other than a BB (§8.2, §8.3).
uk-cl (CL) is hit and leaves for repairs before the naval bombardment phase (the text gives no return turn; ruling ship-repair) (§8.2, §8.3).
