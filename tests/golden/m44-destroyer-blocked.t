# A destroyer that must retreat 2 hexes from the row next to the Allied baseline
# takes the one hex it can, and a battle star for the other (L370); with ignore=no it
# does not ignore its first flag. Stars: 1 + 1 = 2, afloat. Only grenades hit it:
# the star face does not.
cmd: resolve tests/golden/data/m44-dd-edge.csv fire from=0620 to=0622 --dice 6,6,5 ignore=no
status: 0
--- stdout
umpire-state,1,memoir44
# A destroyer on the bottom row, the Allied baseline: it cannot retreat (L370).
set,active,axis
set,draws,0
set,seed,edge
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-art-1,axis,DE,artillery,0620,2,,,,,battled,
unit,us-dd-1,allies,US,destroyer,0623,1,2,,,,,
@hex,hex,terrain,obstacle,hill,height,section,beach,lc,exit,village,bridge_medal
hex,0523,ocean,,,,,,,,,
hex,0622,ocean,,,,,,,,,
hex,0623,ocean,,,,,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-art-1 (artillery, 2 figures) in 0620 fires at us-dd-1 (destroyer) in 0622 at range 2 (B-9, §6.2).
artillery dice at range 2: 3 (units table).
de-art-1 rolls 3 battle dice against us-dd-1: flag, flag, star (B-1).
us-dd-1 retreats 1 hex from 0622 to 0623 (B-11).
us-dd-1 cannot retreat 1 hex: 1 more battle star(s) (§III-Destroyer L370).
