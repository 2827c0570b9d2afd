# E16: 2630 is level 3 and the rest of Salerno level 2: the line from 2437 crosses
# the level-2 city hex 2631, lower than the end hex, so it is clear (§9.55). The
# die 6 does nothing; the ammunition check shows one 1: upside down (§25.24).
cmd: resolve tests/examples/data/e16.csv bombard kind=naval by=uk-cl-2 at=2630 --dice 6,1,5
status: 0
sh: grep -q "^ship,uk-cl-2,UK,CL,2437,,,flipped,,,fired$" "$TMP/.out"
--- stderr
The state records no phase (set,phase): umpire checks only what the turn and the markers tell of the sequence of play (§3).
uk-cl-2 (UK CL) in 2437 fires at 2630, 8 hexes away (range 11) (§25.13, §25.21 a).
uk-cl-2 sees 2630 and no Allied unit is adjacent to it (§25.21 c).
Its back at altitude 6 (a city) reads 2(?): immobilized on 2 or less; the step value is not known (§25.14, §16.33).
Affected in 2630: de-2630 (§25.0; ruling naval-cap).
Naval die for 2630: 6 (no modifier): no effect (§25.2, §25.22, §16.33).
Ammunition check of uk-cl-2: 2d6 = 1, 5: one 1, the counter is turned upside down (§25.24).
