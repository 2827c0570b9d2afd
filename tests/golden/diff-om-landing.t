# umpire diff for omaha: the landing fixture, then the west sector's landing check
# with card 12 typed (B, A, D: three drifts east, §5.11) and every unit ashore on its
# box's low-tide hex (§5.2): the card leaves the pile for the track, each unit is told
# from its first box to its hex (a drift and a landing are the unit's own moves), and
# the two that landed in the east sector pass to the 1st Division's command (§5.22).
cmd: diff fixtures/omaha/landing-turn2.csv tests/golden/data/om-ashore.csv
status: 0
--- stdout
cards.pile changed from 54 to 53
cards.track set to 12:landing-west
A/1/116 moved from box:DG1 to 0521
B/1/116 moved from box:DW1 to 0513
B/1/116: command changed from 29 to 1
C/1/116 moved from box:DR1 to 0509
C/1/116: command changed from 29 to 1
D/1/116 moved from box:DW1 to 0523
--- stderr
