# umpire diff OLD NEW in words: the Sword fixture, then gb-sarm-1 moved to 1018 and
# close-assaulted de-inf-2 (3 figures lost), gb-inf-2 fired and eliminated it (B-15:
# one medal to the Allies): the medal, the elimination (not also its figures lost), the
# move, the markers placed.
cmd: diff fixtures/memoir44/sword-beach.csv tests/golden/data/m44-sword-after.csv
status: 0
--- stdout
medals.allies changed from 0 to 1
de-inf-2 eliminated at 1017
gb-inf-2: marker battled placed
gb-sarm-1 moved from 1019 to 1018
gb-sarm-1: markers moved, battled placed
--- stderr
