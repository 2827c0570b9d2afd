# EX-09 (§10.1): the East fire card shows red, violet, blue (typed: the colours
# of card 1 on the track). Of the East beach hexes only 0612 lies outside every
# field of those colours (its dots are green): it is cleared.
cmd: resolve tests/examples/data/omaha-ex09.csv clear sector=east hexes=0612 --card fire=red,violet,blue -o $TMP/s.csv
status: 0
sh: grep -qx 'hex,0612,east,beach,mid,1,1,,' $TMP/s.csv
sh: grep -qx 'set,cleared.east,3:1' $TMP/s.csv
--- stdout
Engineers clear the obstacles of 0612 (§10.1).
1 of 2 hexes cleared in the east sector this turn (low tide) (§10.12).
--- stderr
