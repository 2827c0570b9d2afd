# The battle back rolled: infantry, armor, star (faces 1, 3, 5) leave 1 figure, then
# the British die is a grenade (face 4): the German infantry loses a figure.
cmd: resolve tests/golden/data/m44-bcf.csv assault from=0604 to=0605 --dice 1,3,5,4
status: 0
--- stdout
umpire-state,1,memoir44
# A German infantry unit close-assaults British infantry down to 2 figures; the
# scenario gives the Allies the BCF command rules (Sword, Juno, Gold).
set,active,axis
set,bcf,allies
set,draws,0
set,seed,bcf
@unit,id,side,nation,type,hex,figures,stars,medal,token,moved,flags,cargo
unit,de-inf-1,axis,DE,infantry,0604,3,,,,,battled,
unit,gb-inf-1,allies,GB,infantry,0605,1,,,,,,
--- stderr
The phase of the turn is not recorded (no set,phase): only what the turn alone decides is checked (B-7).
de-inf-1 (infantry, 4 figures) in 0604 close-assaults gb-inf-1 (infantry) in 0605 at range 1 (B-9).
infantry dice at range 1: 3 (units table).
de-inf-1 rolls 3 battle dice against gb-inf-1: infantry, armor, star (B-1).
gb-inf-1 loses 1 figure to 1 hit (B-2).
gb-inf-1, down to one figure and not retreated, battles back with 1 die (B-16 (Nations 5, BCF; base game, not in seed)).
gb-inf-1 rolls 1 battle die against de-inf-1: grenade (B-1).
de-inf-1 loses 1 figure to 1 hit (B-2).
