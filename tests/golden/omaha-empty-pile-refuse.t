# Ruling a32-deck-exhaustion=refuse: an empty pile refuses the draw.
cmd: resolve tests/examples/data/omaha-empty-pile.csv land sector=west --tables tests/examples/data/omaha-tables --rule a32-deck-exhaustion=refuse
status: 1
--- stdout
--- stderr
umpire: the draw pile is empty (ruling a32-deck-exhaustion=refuse)
