# umpire tables omaha: the list.
cmd: tables omaha
status: 0
--- stdout
landing
cards
fire
attack
barrage
weapons
terrain
actions
turns
victory
cp-track
eng-track
setup
--- stderr
